import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLocalOrigin, launchChecklist, missingBusinessFacts } from './launch-checklist';
import { publicOrigin } from './public-origin';
import { releaseLayout } from './release-layout';
import { runSite } from './run-site';

// The entry of a release: `npm run release` bundles this file into the release
// folder's start.mjs, which serves the site, hooks and migrations beside it and
// never builds (run from here, it would look for them in src/tools).

const publicUrl = publicOrigin();
// Served at a public address, the site is live: say what the agency has still to supply.
if (!isLocalOrigin(publicUrl)) console.warn(launchChecklist(missingBusinessFacts()));
await runSite({ ...releaseLayout(dirname(fileURLToPath(import.meta.url))), publicUrl });
