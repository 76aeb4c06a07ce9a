import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pocketBaseBinary } from '../../src/server/pocketbase-process';
import { projectRoot } from '../../src/server/project-root';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

// Events stored before the user-agent string was dropped lose it too: the migration removes the field,
// and the next start wipes the strings from the database file itself, not only from the table.

const MARKER = 'KeptBrowserMarker';
const EVENTS = 2_000;

const DROP = '1795302700_drop_analytics_user_agent.js';

let server: TestServer | undefined;
let dataDir: string;
let before: string;

/** Applies the migrations in `migrationsDir` to the data folder, as "npm start" does before serving. */
async function migrateUp(migrationsDir: string): Promise<void> {
  const child = spawn(
    pocketBaseBinary(),
    [
      'migrate',
      'up',
      `--dir=${dataDir}`,
      `--migrationsDir=${migrationsDir}`,
      `--hooksDir=${resolve(projectRoot, 'pb_hooks')}`,
      '--dev=false',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Migrations failed:\n${output}`);
}

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
  dataDir = await mkdtemp(join(tmpdir(), 'clear-north-pb-'));
  before = await mkdtemp(join(tmpdir(), 'clear-north-migrations-'));
  const migrations = resolve(projectRoot, 'pb_migrations');
  for (const name of await readdir(migrations)) {
    if (name < DROP) await copyFile(join(migrations, name), join(before, name));
  }
  await writeFile(join(before, '1795302650_seed_user_agents.js'), SEED);
  await migrateUp(before);
});

afterAll(async () => {
  await server?.stop();
  await rm(before, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
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
