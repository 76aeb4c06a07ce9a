import { buildIfNeeded } from './build-if-needed';
import { projectRoot } from './project-root';
import { publicOrigin } from './public-origin';
import { runSite } from './run-site';

// One build serves any address: the origin is put into the pages as they are served.
const publicUrl = publicOrigin();

await buildIfNeeded();
await runSite({ root: projectRoot, publicUrl });
