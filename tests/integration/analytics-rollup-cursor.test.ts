import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRecordId } from '@/lib/record-id';
import { api, createMember, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

// The rollup counts each event once, past a cursor that a VACUUM or the
// deletion of the newest events cannot move under it. Both used to leave
// new events below the old rowid watermark, uncounted.

/** Runs SQL on the server's database, as an operator's maintenance would. */
const maintenanceHooks = {
  'maintenance.pb.js': `
routerAdd('POST', '/api/test/sql', (e) => {
  const sql = String(e.requestInfo().body.sql);
  e.app.db().newQuery(sql).execute();
  return e.json(200, {});
}, $apis.requireSuperuserAuth());
`,
};

let server: TestServer;
let client: Api;
let superuser: string;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ extraHooks: maintenanceHooks });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  admin = await client.signIn('users', server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

async function sendEvents(count: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    const response = await client.post('/api/collections/user_analytics/records', {
      ...publicRecords.user_analytics(),
      session_id: `session-${newRecordId()}`,
      client_ts: new Date().toISOString(),
    });
    expect(response.status).toBe(200);
  }
}

/** The events the 24-hour summary counts, what arrived rolled up first, as the dashboard asks. */
async function countedEvents(): Promise<number> {
  expect((await client.request('POST', '/api/analytics/rollup', { token: admin })).status).toBe(200);
  const summary = await client.get<{ cards: { events: { value: number } } }>(
    '/api/analytics/summary?period=24h',
    admin,
  );
  expect(summary.status).toBe(200);
  return summary.body.cards.events.value;
}

async function runSql(sql: string): Promise<void> {
  expect((await client.post('/api/test/sql', { sql }, superuser)).status).toBe(200);
}

describe('the analytics rollup', () => {
  it('counts events stored after the newest ones were deleted', async () => {
    const before = await countedEvents();
    await sendEvents(6);
    expect(await countedEvents()).toBe(before + 6);

    // The newest three go (already counted); a new row would take their rowids again.
    await runSql(
      'DELETE FROM user_analytics WHERE rowid IN (SELECT rowid FROM user_analytics ORDER BY rowid DESC LIMIT 3)',
    );
    await sendEvents(2);
    expect(await countedEvents()).toBe(before + 8);
  });

  it('counts events stored after a VACUUM', async () => {
    const before = await countedEvents();
    await sendEvents(5);
    await runSql(
      'DELETE FROM user_analytics WHERE rowid IN (SELECT rowid FROM user_analytics ORDER BY rowid LIMIT 3)',
    );
    await runSql('VACUUM');
    await sendEvents(4);
    expect(await countedEvents()).toBe(before + 9);
  });

  it('numbers every event, however it is stored, and a client cannot choose its number', async () => {
    // As the load benchmark seeds events: straight into SQLite.
    await runSql(
      `INSERT INTO user_analytics (id, session_id, page_url, path, event_type, event_data, created, occurred)
       VALUES ('${newRecordId()}', 'session-direct', 'http://127.0.0.1/', '/', 'page_view', '{}',
         strftime('%Y-%m-%d %H:%M:%fZ', 'now'), strftime('%Y-%m-%d %H:%M:%fZ', 'now'))`,
    );
    const response = await client.post('/api/collections/user_analytics/records', {
      id: newRecordId(),
      session_id: 'session-chooser',
      page_url: 'http://127.0.0.1/',
      event_type: 'page_view',
      event_data: {},
      seq: 1,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const listed = await client.get<{ items: Array<{ seq: number }> }>(
      '/api/collections/user_analytics/records?perPage=500&fields=seq',
      superuser,
    );
    const numbers = listed.body.items.map((item) => item.seq);
    expect(numbers.every((seq) => seq > 0)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('is asked for with a POST, the admin’s alone; the summary only reads', async () => {
    const before = await countedEvents();
    await sendEvents(1);
    const read = await client.get<{ cards: { events: { value: number } } }>(
      '/api/analytics/summary?period=24h',
      admin,
    );
    expect(read.body.cards.events.value).toBe(before);

    const member = await createMember(client, superuser);
    expect((await client.request('POST', '/api/analytics/rollup')).status).toBe(401);
    expect((await client.request('POST', '/api/analytics/rollup', { token: member.token })).status).toBe(403);
    expect(await countedEvents()).toBe(before + 1);
  });
});
