import { rm } from 'node:fs/promises';
import { distDirFor, partialBuildFor, putBuildInPlace, recoverBuild } from './build-folder';

// npm run build: the site is written to a folder beside dist and renamed into
// place once complete, so a build that is killed leaves the last one whole
// (and `npm start` finds it still up to date).
const dist = distDirFor(process.env);
await recoverBuild(dist);
const partial = partialBuildFor(dist);
process.env.DIST_DIR = partial;
// Imported only now: the steps read DIST_DIR as they load (src/tools/dist-dir.ts).
try {
  await import('./build-site');
} catch (error) {
  await rm(partial, { recursive: true, force: true });
  throw error;
}
await putBuildInPlace(partial, dist);
