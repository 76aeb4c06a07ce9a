import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '../support/api';
import { dataBeforeMigration, type DataBeforeMigration } from '../support/data-before-migration';
import { startTestServer, type TestServer } from '../support/test-server';

// Events stored before the user-agent string was dropped lose it too: the migration removes the field,
// and the next start wipes the strings from the database file itself, not only from the table.

const MARKER = 'KeptBrowserMarker';
const EVENTS = 2_000;

const DROP = '1795302700_drop_analytics_user_agent.js';

let server: TestServer | undefined;
let before: DataBeforeMigration;
let dataDir: string;

/** Events as the site stored them while it kept the string (straight into the table, as they were). */
const SEED = `migrate((app) => {
  app.db().newQuery(\`
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${EVENTS})
    INSERT INTO user_analytics (id, session_id, page_url, event_type, user_agent, created, occurred, path, device, browser, os)
    SELECT printf('old%012d', i), 'session-before-drop', 'http://127.0.0.1/', 'page_view',
      'Mozilla/5.0 (X11; Linux x86_64) ${MARKER}/' || i, '2026-01-01 00:00:00.000Z', '2026-01-01 00:00:00.000Z',
      '/', 'desktop', 'Firefox', 'Linux'
    FROM n\`).execute();
}, () => {});
`;

/** Whether the database's files (its write-ahead log too, if one was left) hold `text` anywhere. */
async function databaseHas(text: string): Promise<boolean> {
  const files = ['data.db', 'data.db-wal'].map((name) => join(dataDir, name));
  const contents = await Promise.all(files.map((file) => readFile(file).catch(() => Buffer.alloc(0))));
  return contents.some((content) => content.includes(text));
}

beforeAll(async () => {
  // A data folder as the site left it before the drop, holding events with their strings.
  before = await dataBeforeMigration(DROP, SEED);
  dataDir = before.dataDir;
});

afterAll(async () => {
  await server?.stop();
  await before.remove();
});

it('drops the strings of events stored before, keeping their families', async () => {
  expect(await databaseHas(MARKER)).toBe(true);

  server = await startTestServer({ dataDir });
  const client = api(server.url);
  const token = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const listed = await client.get<{ totalItems: number; items: Array<Record<string, unknown>> }>(
    '/api/collections/user_analytics/records?perPage=1',
    token,
  );
  expect(listed.body.totalItems).toBe(EVENTS);
  expect(listed.body.items[0]).toMatchObject({ device: 'desktop', browser: 'Firefox', os: 'Linux' });
  expect(listed.body.items[0]).not.toHaveProperty('user_agent');

  await server.stop({ keepData: true });
  expect(await databaseHas(MARKER)).toBe(false);
});
