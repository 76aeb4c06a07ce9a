import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pocketBaseBinary } from '../../src/server/pocketbase-process';
import { projectRoot } from '../../src/server/project-root';
import { api } from '../support/api';
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
let dataDir: string;
let before: string;

async function migrateUp(migrationsDir: string): Promise<void> {
  const child = spawn(
    pocketBaseBinary(),
    ['migrate', 'up', `--dir=${dataDir}`, `--migrationsDir=${migrationsDir}`, '--dev=false'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Migrations failed:\n${output}`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'clear-north-pb-'));
  before = await mkdtemp(join(tmpdir(), 'clear-north-migrations-'));
  const migrations = resolve(projectRoot, 'pb_migrations');
  for (const name of await readdir(migrations))
    if (name < BACKFILL) await copyFile(join(migrations, name), join(before, name));
  await writeFile(join(before, '1795301099_seed_events.js'), SEED);
  await migrateUp(before);
});

afterAll(async () => {
  await server?.stop();
  await rm(before, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

it('gives events stored before the columns their time, path, referrer and campaign', async () => {
  server = await startTestServer({ dataDir });
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
