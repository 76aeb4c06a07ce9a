import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicOrigin } from './public-origin';
import { releaseLayout } from './release-layout';
import { runSite } from './run-site';

// The entry of a release: `npm run release` bundles this file into the release
// folder's start.mjs, which serves the site, hooks and migrations beside it and
// never builds (run from here, it would look for them in src/tools).

await runSite({ ...releaseLayout(dirname(fileURLToPath(import.meta.url))), publicUrl: publicOrigin() });
