import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, type Api } from '../support/api';
import { loadHookModule } from '../support/hook-module';
import { startTestServer, type TestServer } from '../support/test-server';

// The privacy page says how long visit statistics and the server's log are kept; the server must keep
// them no longer than it says.

interface Maintenance {
  retentionDays(): number;
}

let server: TestServer;
let client: Api;
let privacyText: string;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  const page = await fetch(`${server.url}/privacy`);
  expect(page.status).toBe(200);
  privacyText = (await page.text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
});

afterAll(async () => {
  await server?.stop();
});

it('states how long raw statistics are kept, as ANALYTICS_RETENTION_DAYS has it unset', () => {
  const { retentionDays } = loadHookModule<Maintenance>('analytics-maintenance.js', {
    $os: { getenv: () => '' },
  });
  expect(privacyText).toContain(`We keep these statistics for ${retentionDays()} days`);
});

it("states how long the server's log keeps its entries, as PocketBase is set", async () => {
  const token = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const settings = await client.get<{ logs: { maxDays: number } }>('/api/settings', token);
  expect(privacyText).toContain(`each entry is deleted after ${settings.body.logs.maxDays} days`);
});
