import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../support/api';
import { dataBeforeMigration, type DataBeforeMigration } from '../support/data-before-migration';
import { startTestServer, type TestServer } from '../support/test-server';

// Events stored before the reports' columns existed get them from the migration that adds them, derived
// by its own code: the hooks' derivation may change since, the migration's may not.

const BACKFILL = '1795301100_update_user_analytics.js';

/** Two events as the site stored them before the columns: one with the visitor's clock and a referrer. */
const SEED = `migrate((app) => {
  app.db().newQuery(\`
    INSERT INTO user_analytics (id, session_id, page_url, event_type, event_data, client_ts, created)
    VALUES
      ('oldevent000001', 'session-before', 'https://clearnorth.example/services/seo?utm_source=news&utm_campaign=spring+sale',
       'page_view', '{"referrer":"https://www.google.com/search?q=seo"}', '2026-01-02 09:30:00.000Z', '2026-01-03 00:00:00.000Z'),
      ('oldevent000002', 'session-before', 'https://clearnorth.example/blog#top', 'page_exit',
       '{"path":"/blog/some-article","referrer":"https://clearnorth.example/"}', '', '2026-01-04 00:00:00.000Z')
  \`).execute();
}, () => {});
`;

let server: TestServer | undefined;
let before: DataBeforeMigration;

beforeAll(async () => {
  before = await dataBeforeMigration(BACKFILL, SEED);
});

afterAll(async () => {
  await server?.stop();
  await before.remove();
});

it('gives events stored before the columns their time, path, referrer and campaign', async () => {
  server = await startTestServer({ dataDir: before.dataDir });
  const client = api(server.url);
  const token = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const listed = await client.get<{ items: Array<Record<string, unknown>> }>(
    '/api/collections/user_analytics/records?sort=created',
    token,
  );
  expect(listed.body.items).toEqual([
    expect.objectContaining({
      occurred: '2026-01-02 09:30:00.000Z',
      path: '/services/seo',
      referrer: 'www.google.com',
      utm_source: 'news',
      utm_campaign: 'spring sale',
    }),
    expect.objectContaining({
      occurred: '2026-01-04 00:00:00.000Z',
      path: '/blog/some-article',
      referrer: '',
      utm_source: '',
      utm_campaign: '',
    }),
  ]);
});
