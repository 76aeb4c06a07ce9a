import { buildIfNeeded } from './build-if-needed';
import { projectRoot } from './project-root';
import { isLocalOrigin, launchChecklist, missingBusinessFacts } from './launch-checklist';
import { publicOrigin } from './public-origin';
import { runSite } from './run-site';

// The build writes it into the pages, so a site started on another address is built again for it.
const publicUrl = publicOrigin();
process.env.PUBLIC_URL = publicUrl;

await buildIfNeeded();
// Served at a public address, the site is live: say what the agency has still to supply.
if (!isLocalOrigin(publicUrl)) console.warn(launchChecklist(missingBusinessFacts()));
await runSite({ root: projectRoot, publicUrl });
