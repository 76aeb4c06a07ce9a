import { resolve } from 'node:path';
import { createServer } from 'vite';
import { adminCredentials } from './admin-credentials';
import { bundleHookDefinitions } from './hook-definitions';
import { startPocketBase } from './pocketbase-process';
import { projectRoot } from './project-root';
import { mkdir } from 'node:fs/promises';

// Vite serves the app with hot reload and proxies /api and /_ to PocketBase
// (see server.proxy in vite.config.ts), so both share one origin.
const apiPort = Number(process.env.PB_PORT ?? 8090);
const dataDir = resolve(projectRoot, process.env.PB_DATA ?? 'pb_data');
await mkdir(dataDir, { recursive: true });
const admin = await adminCredentials(dataDir);

await bundleHookDefinitions();
const vite = await createServer({ root: projectRoot });
await vite.listen();
// A changed definition or Web Push module is bundled for the hooks again, which PocketBase then reloads (--hooksWatch).
const bundledDirs = ['src/definitions', 'src/push'].map((dir) => resolve(projectRoot, dir));
vite.watcher.on('change', (path) => {
  if (bundledDirs.some((dir) => path.startsWith(dir))) void bundleHookDefinitions().catch(console.error);
});

// The browser's requests reach PocketBase through Vite's proxy with Vite's
// origin, which the public creates must accept as the site's own.
const viteOrigins = [...(vite.resolvedUrls?.local ?? []), ...(vite.resolvedUrls?.network ?? [])].map(
  (url) => new URL(url).origin,
);
const api = await startPocketBase({
  host: '127.0.0.1',
  port: apiPort,
  dataDir,
  dev: true,
  env: {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    CORS_ORIGINS: [process.env.CORS_ORIGINS ?? '', ...viteOrigins].join(','),
  },
  output: process.stderr,
});

vite.printUrls();
console.log(`  API:       ${api.url}/api/  (dashboard ${api.url}/_/)`);
console.log(`  Admin:     ${admin.email} / ${admin.generated ? admin.password : '(from ADMIN_PASSWORD)'}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([vite.close(), api.stop()]).then(() => process.exit(0));
  });
}
