import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { clientDir } from '../../src/tools/dist-dir';
import { bundleHookDefinitions } from '../../src/tools/hook-definitions';
import { startTestServer } from '../support/test-server';

/** One PocketBase for the whole browser run, serving the site as `npm start` does: the build's copy for its origin, compressed. */
export default async function globalSetup() {
  if (!existsSync(resolve(clientDir, 'index.html'))) {
    throw new Error('Build the site first (npm run build): browser tests use dist/client.');
  }
  await bundleHookDefinitions();
  // Each test is a visitor of its own, with its own address and so its own
  // rate limits, as the fixtures' X-Forwarded-For says (tests/browser/fixtures.ts).
  const server = await startTestServer({
    asStarted: 'own',
    env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' },
  });
  process.env.SITE_URL = server.url;
  process.env.SITE_ADMIN_EMAIL = server.admin.email;
  process.env.SITE_ADMIN_PASSWORD = server.admin.password;
  // Without SMTP the server keeps its mail in <data folder>/mail, where tests read it.
  process.env.SITE_DATA_DIR = server.dataDir;
  return () => server.stop();
}
