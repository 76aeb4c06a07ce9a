import { buildIfNeeded } from './build-if-needed';
import { projectRoot } from './project-root';
import { isLocalOrigin, launchChecklist, missingBusinessFacts } from './launch-checklist';
import { publicOrigin } from './public-origin';
import { runSite } from './run-site';

// One build serves any address: the origin is put into the pages as they are served.
const publicUrl = publicOrigin();

await buildIfNeeded();
// Served at a public address, the site is live: say what the agency has still to supply.
if (!isLocalOrigin(publicUrl)) console.warn(launchChecklist(missingBusinessFacts()));
await runSite({ root: projectRoot, publicUrl });
