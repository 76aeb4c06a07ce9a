import { buildIfNeeded } from './build-if-needed';
import { projectRoot } from './project-root';
import { publicOrigin } from './public-origin';
import { runSite } from './run-site';

// The build writes it into the pages, so a site started on another address is built again for it.
const publicUrl = publicOrigin();
process.env.PUBLIC_URL = publicUrl;

await buildIfNeeded();
await runSite({ root: projectRoot, publicUrl });
