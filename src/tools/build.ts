import { build } from 'vite';
import { writeBuildStamp } from './build-stamp';
import { writeCspHashes } from './csp-hashes';
import { clientDir } from './dist-dir';
import { bundleHookDefinitions } from './hook-definitions';
import { precompress } from './precompress';
import { projectRoot } from './project-root';

await bundleHookDefinitions();
// The server bundle first: the client build prerenders every route with it.
await build({ root: projectRoot, build: { ssr: 'src/entry-server.tsx' } });
await build({ root: projectRoot });
await writeCspHashes(clientDir);
await precompress(clientDir);
await writeBuildStamp();
