import { build } from 'vite';
import { hashBuildInputs, writeBuildStamp } from './build-stamp';
import { writeCspHashes } from './csp-hashes';
import { clientDir } from './dist-dir';
import { bundleHookDefinitions } from './hook-definitions';
import { writeOriginFiles } from './origin-files';
import { precompress } from './precompress';
import { projectRoot } from './project-root';

// The build's steps, into the folder DIST_DIR names (src/tools/build.ts gives it one of its own).
// Stamped with the sources as they were when it began: a change made meanwhile is built next time.
const inputs = await hashBuildInputs();
await bundleHookDefinitions();
// The server bundle first: the client build prerenders every route with it.
await build({ root: projectRoot, build: { ssr: 'src/entry-server.tsx' } });
await build({ root: projectRoot });
await writeCspHashes(clientDir);
const originFiles = await writeOriginFiles(clientDir);
// Their compressed copies are made for each origin they are served at (src/tools/origin-site.ts).
await precompress(clientDir, originFiles);
await writeBuildStamp(inputs);
