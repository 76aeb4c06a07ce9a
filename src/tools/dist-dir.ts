import { resolve } from 'node:path';
import { distDirFor } from './build-folder.ts';

/**
 * Where the build goes: dist/ unless DIST_DIR says otherwise, so two builds
 * (say, two checkouts' test runs on one machine) need not overwrite each other.
 * `npm run build` points DIST_DIR at a folder of its own while it writes
 * (src/tools/build.ts).
 */
export const distDir = distDirFor(process.env);
export const clientDir = resolve(distDir, 'client');
export const serverDir = resolve(distDir, 'server');
