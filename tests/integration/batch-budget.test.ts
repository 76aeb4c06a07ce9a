import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_LIMITS } from '@/definitions/request-limits';
import { api, type Api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { testClock, testClockHooks, type TestClock } from '../support/test-clock';
import { startTestServer, type TestServer } from '../support/test-server';

// A batch pays for the create budgets its requests count against before it
// runs, all or nothing. One that could never fit a budget (more enquiries
// than may be sent in a minute) answers 413, and one that does not fit what
// is left of it now answers 429 with Retry-After; either way nothing is
// stored and nothing is spent, so a batch that fits is taken next. Counted
// one by one as the batch ran, a batch of 40 enquiries spent the budget on
// its first 20, was refused at the 21st and rolled back, and the next batch
// from the same address was refused at its first.

let server: TestServer;
let client: Api;
let clock: TestClock;
let superuser: string;
let visitors = 0;

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' },
    extraHooks: testClockHooks,
  });
  client = api(server.url);
  clock = await testClock(server);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});

/** A visitor's address of its own, so each test starts with whole budgets. */
function newVisitor(): string {
  visitors += 1;
  return `198.18.7.${visitors}`;
}

const ENQUIRY_BUDGET = REQUEST_LIMITS.rateLimits.find((rule) => rule.label === 'enquiries:create')!;
const RECORDS = '/api/collections/enquiries/records';

async function sendBatch(ip: string, records: Array<Record<string, unknown>>, path = RECORDS) {
  const response = await fetch(`${server.url}/api/batch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ requests: records.map((body) => ({ method: 'POST', url: path, body })) }),
  });
  const body = (await response.json()) as { message?: string };
  return {
    status: response.status,
    message: body.message ?? '',
    retryAfter: Number(response.headers.get('Retry-After')),
  };
}

async function sendOne(ip: string, record: Record<string, unknown>) {
  return client.request('POST', RECORDS, { body: record, headers: { 'X-Forwarded-For': ip } });
}

async function storedCount(records: Array<{ id: string }>, collection = 'enquiries'): Promise<number> {
  const filter = encodeURIComponent(records.map((record) => `id="${record.id}"`).join(' || '));
  const list = await client.get<{ totalItems: number }>(
    `/api/collections/${collection}/records?perPage=1&filter=${filter}`,
    superuser,
  );
  return list.body.totalItems;
}

const enquiries = (count: number) => Array.from({ length: count }, () => publicRecords.enquiries());

describe('a batch of enquiries', () => {
  it('more than the budget can ever hold answers 413 having spent nothing, and the next batch that fits is taken whole', async () => {
    const ip = newVisitor();
    const tooMany = enquiries(2 * ENQUIRY_BUDGET.maxRequests);
    const refused = await sendBatch(ip, tooMany);
    expect(refused.status).toBe(413);
    expect(refused.message).toMatch(/smaller batches/);
    expect(await storedCount(tooMany)).toBe(0);

    const fits = enquiries(ENQUIRY_BUDGET.maxRequests);
    expect((await sendBatch(ip, fits)).status).toBe(200);
    expect(await storedCount(fits)).toBe(fits.length);
  });

  it('more than is left of the budget answers 429 with Retry-After having spent nothing, and what is left is taken', async () => {
    const ip = newVisitor();
    const start = Date.now();
    await clock.set(start);
    const singles = enquiries(5);
    for (const enquiry of singles) expect((await sendOne(ip, enquiry)).status).toBe(200);

    await clock.set(start + 10_000);
    const whole = enquiries(ENQUIRY_BUDGET.maxRequests);
    expect(await sendBatch(ip, whole)).toEqual({
      status: 429,
      message: expect.stringMatching(/wait a moment/),
      // The five singles leave the window a minute after they were sent.
      retryAfter: ENQUIRY_BUDGET.duration - 10,
    });
    expect(await storedCount(whole)).toBe(0);

    // What the refused batch would have spent is still there to spend.
    const rest = enquiries(ENQUIRY_BUDGET.maxRequests - singles.length);
    expect((await sendBatch(ip, rest)).status).toBe(200);
    expect(await storedCount(rest)).toBe(rest.length);
    // And the budget is now spent, for a batch and a single alike.
    expect((await sendBatch(ip, enquiries(1))).status).toBe(429);
    expect((await sendOne(ip, publicRecords.enquiries())).status).toBe(429);
    await clock.resume();
  });
});

describe('a batch of other creates', () => {
  it('of newsletter subscriptions over their budget answers 413, and of events within theirs is taken', async () => {
    const ip = newVisitor();
    const subscriptions = Array.from({ length: 21 }, () => publicRecords.newsletter_subscriptions());
    const refused = await sendBatch(ip, subscriptions, '/api/collections/newsletter_subscriptions/records');
    expect(refused.status).toBe(413);
    expect(await storedCount(subscriptions, 'newsletter_subscriptions')).toBe(0);

    // A batch of events is no burden to their budget (600 in 10 seconds).
    const events = Array.from({ length: 10 }, () => publicRecords.user_analytics());
    expect((await sendBatch(ip, events, '/api/collections/user_analytics/records')).status).toBe(200);
    expect(await storedCount(events, 'user_analytics')).toBe(events.length);
  });
});
