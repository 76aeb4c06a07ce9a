import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_MONTHS } from '@/definitions/retention';
import { api, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { testClock, testClockHooks, type TestClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

// Enquiries are deleted by a daily cron job once their sender's last contact (their latest enquiry,
// or the admin marking one handled) is older than the period /privacy states. The job is run here
// through PocketBase's own API, at a time the test sets.

let server: TestServer;
let client: Api;
let superuser: string;
let admin: string;
let clock: TestClock;

const DAY = 24 * 60 * 60 * 1000;
/** When the enquiries were sent: the wall clock, as the server stamps them. */
const sentAt = Date.now();

function monthsAfter(at: number, months: number): number {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

beforeAll(async () => {
  server = await startTestServer({
    extraHooks: testClockHooks,
    env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' },
  });
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  admin = await client.signIn('users', server.admin.email, server.admin.password);
  clock = await testClock(server);
});

afterAll(async () => {
  await clock?.resume();
  await server?.stop();
});

let visitors = 0;

async function send(email: string): Promise<string> {
  visitors += 1;
  const enquiry = { ...publicRecords.enquiries(), email };
  const response = await client.request('POST', '/api/collections/enquiries/records', {
    body: enquiry,
    headers: { 'X-Forwarded-For': `198.51.100.${visitors}` },
  });
  expect(response.status).toBe(200);
  return enquiry.id;
}

async function markHandled(id: string, at: number): Promise<void> {
  const response = await client.request('PATCH', `/api/collections/enquiries/records/${id}`, {
    token: admin,
    body: { handled_at: new Date(at).toISOString() },
  });
  expect(response.status).toBe(200);
}

interface LogEntry {
  message: string;
  data: { cutoff?: string; deleted?: number };
}

/** Runs the job at `at` and waits for its log entry: PocketBase runs a job asked for through its API in the background. */
async function runRetention(at: number): Promise<void> {
  await clock.set(at);
  const cutoff = new Date(monthsAfter(at, -RETENTION_MONTHS.enquiries)).toISOString().replace('T', ' ');
  const response = await client.request('POST', '/api/crons/enquiry-retention', { token: superuser });
  expect(response.status).toBe(204);
  await expect
    .poll(
      async () => {
        const logs = await client.get<{ items: LogEntry[] }>(
          `/api/logs?perPage=100&sort=-created&filter=${encodeURIComponent("message='Enquiry retention'")}`,
          superuser,
        );
        return logs.body.items.some((entry) => entry.data.cutoff === cutoff);
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
}

async function kept(ids: string[]): Promise<string[]> {
  const response = await client.get<{ items: Array<{ id: string }> }>(
    '/api/collections/enquiries/records?perPage=500&fields=id',
    superuser,
  );
  expect(response.status).toBe(200);
  const present = new Set(response.body.items.map((item) => item.id));
  return ids.filter((id) => present.has(id));
}

describe('enquiries past their retention period', () => {
  it(`are deleted ${RETENTION_MONTHS.enquiries} months after the last contact, a sender's together`, async () => {
    expect(RETENTION_MONTHS.enquiries).toBe(24);
    const quiet = await send('quiet@example.com');
    const handled = await send('handled@example.com');
    const [first, second] = [await send('again@example.com'), await send('AGAIN@example.com')];
    const months = RETENTION_MONTHS.enquiries;

    // Handled a year later: the contact with that sender is renewed then.
    await markHandled(handled, monthsAfter(sentAt, 12));
    await markHandled(second, monthsAfter(sentAt, 6));
    const all = [quiet, handled, first, second];

    await runRetention(monthsAfter(sentAt, months) - DAY);
    expect(await kept(all)).toEqual(all);

    // A day past the period: the quiet sender's enquiry goes; a sender handled since stays, with
    // every enquiry of theirs (the same address in another case is the same person).
    await runRetention(monthsAfter(sentAt, months) + DAY);
    expect(await kept(all)).toEqual([handled, first, second]);

    await runRetention(monthsAfter(sentAt, months + 6) + DAY);
    expect(await kept(all)).toEqual([handled]);

    await runRetention(monthsAfter(sentAt, months + 12) + DAY);
    expect(await kept(all)).toEqual([]);
  });
});
