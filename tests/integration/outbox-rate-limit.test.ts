import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fetcher } from '@/lib/outbox/deliver';
import { enqueue, type NewItem } from '@/lib/outbox/enqueue';
import { flushOutbox } from '@/lib/outbox/flush';
import { createOutboxDb, type OutboxDb } from '@/lib/outbox/outbox-db';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { newRecordId } from '@/lib/record-id';
import { syncOutbox } from '@/sw/outbox-sync';
import { api, type Api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;
let superuser: string;
let db: OutboxDb;
let requests: string[];
let clock: number;

const fetcher: Fetcher = (path, init) => {
  requests.push(path);
  return fetch(`${server.url}${path}`, init);
};
const now = () => clock;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
});
afterAll(async () => {
  await server?.stop();
});
beforeEach(() => {
  db = createOutboxDb(`outbox-${newRecordId()}`);
  requests = [];
  clock = Date.now();
});
afterEach(async () => {
  await db.delete();
});

function enquiryItem(): NewItem {
  const id = newRecordId();
  return {
    id,
    kind: 'enquiry',
    path: COLLECTIONS.enquiries.recordsPath,
    body: {
      id,
      name: 'Ada',
      email: 'ada@example.com',
      message: `Rate-limited ${id}`,
      ...A_PERSONS_FILL_TIME,
    },
  };
}

/** Spends this client's enquiry budget, so the server answers the next create with 429. */
async function exhaustEnquiryBudget(): Promise<void> {
  for (;;) {
    const response = await client.post(COLLECTIONS.enquiries.recordsPath, {
      name: 'Budget',
      email: 'budget@example.com',
      message: 'Spending the enquiry budget.',
      ...A_PERSONS_FILL_TIME,
    });
    if (response.status === 429) return;
  }
}

/** Lets the server take enquiries again, as the window's end would. */
async function raiseEnquiryBudget(): Promise<void> {
  const settings = await client.get<{ rateLimits: { rules: { label: string; maxRequests: number }[] } }>(
    '/api/settings',
    superuser,
  );
  const rules = settings.body.rateLimits.rules.map((rule) =>
    rule.label === 'enquiries:create' ? { ...rule, maxRequests: 10_000 } : rule,
  );
  const saved = await client.patch('/api/settings', { rateLimits: { rules } }, superuser);
  expect(saved.status).toBe(200);
}

async function count(id: string): Promise<number> {
  const response = await client.get<{ totalItems: number }>(
    `/api/collections/enquiries/records?perPage=1&filter=${encodeURIComponent(`id="${id}"`)}`,
    superuser,
  );
  return response.body.totalItems;
}

describe('a rate-limited item', () => {
  it('waits out its collection’s window, even when the connection comes back, and the worker’s sync waits it out without failing', async () => {
    await exhaustEnquiryBudget();
    const item = enquiryItem();
    await enqueue(db, item, clock);

    const limited = await flushOutbox({ db, fetcher, now });
    expect(limited).toMatchObject({ retrying: 1, rateLimited: 1 });
    expect(limited.nextAttemptAt).toBeGreaterThanOrEqual(clock + COLLECTIONS.enquiries.rateLimitWindowMs);
    expect(requests).toEqual([item.path]);

    // The reconnect's flush sends what backs off, but not what the server asked to wait.
    requests = [];
    const reconnected = await flushOutbox({ db, fetcher, now, ignoreBackoff: true });
    expect(requests).toEqual([]);
    expect(reconnected.nextAttemptAt).toBe(limited.nextAttemptAt);

    // The worker's sync: a 429 does not reject the sync (which would spend one of
    // the browser's few retries); it waits out the window and delivers.
    await db.items.update(item.id, { nextAttemptAt: clock, rateLimitedUntil: 0 });
    requests = [];
    const waits: number[] = [];
    await expect(
      syncOutbox({
        flush: () => flushOutbox({ db, fetcher, now, wait: true, ignoreBackoff: true }),
        now,
        sleep: async (ms) => {
          waits.push(ms);
          clock += ms;
          await raiseEnquiryBudget();
        },
      }),
    ).resolves.toBeUndefined();
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThanOrEqual(COLLECTIONS.enquiries.rateLimitWindowMs);
    expect(requests).toEqual([item.path, item.path]);
    expect(await db.items.count()).toBe(0);
    expect(await count(item.id)).toBe(1);
  });

  it('an outage in the worker still rejects the sync, so the browser retries it', async () => {
    const item = enquiryItem();
    await enqueue(db, item, clock);
    const unreachable: Fetcher = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(
      syncOutbox({
        flush: () => flushOutbox({ db, fetcher: unreachable, now, wait: true, ignoreBackoff: true }),
      }),
    ).rejects.toThrow();
  });
});
