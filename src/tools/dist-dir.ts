import { resolve } from 'node:path';
import { projectRoot } from './project-root.ts';

/**
 * Where the build goes: dist/ unless DIST_DIR says otherwise, so two builds
 * (say, two checkouts' test runs on one machine) need not overwrite each other.
 */
export const distDir = resolve(projectRoot, process.env.DIST_DIR ?? 'dist');
export const clientDir = resolve(distDir, 'client');
export const serverDir = resolve(distDir, 'server');
