import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Fetcher } from '@/lib/outbox/deliver';
import { enqueue, type NewItem } from '@/lib/outbox/enqueue';
import { flushOutbox } from '@/lib/outbox/flush';
import { createOutboxDb, type OutboxDb } from '@/lib/outbox/outbox-db';
import { newRecordId } from '@/lib/record-id';
import { api, type Api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: Api;
let superuser: string;
let db: OutboxDb;
let requests: string[];
/** How many records each batch sent carried. */
let batchSizes: number[];

/** The page's fetcher, pointed at the test server, counting requests and what each batch carried. */
const fetcher: Fetcher = (path, init) => {
  requests.push(path);
  if (path === '/api/batch' && typeof init?.body === 'string') {
    batchSizes.push((JSON.parse(init.body) as { requests: unknown[] }).requests.length);
  }
  return fetch(`${server.url}${path}`, init);
};

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
  batchSizes = [];
});
afterEach(async () => {
  await db.delete();
});

function enquiryItem(message: string): NewItem {
  const id = newRecordId();
  return {
    id,
    kind: 'enquiry',
    path: '/api/collections/enquiries/records',
    body: { id, name: 'Ada', email: 'ada@example.com', message, ...A_PERSONS_FILL_TIME },
  };
}

function analyticsItem(session: string, type = 'page_view'): NewItem {
  const id = newRecordId();
  return {
    id,
    kind: 'analytics',
    path: '/api/collections/user_analytics/records',
    body: {
      id,
      session_id: session,
      page_url: 'http://127.0.0.1/',
      event_type: type,
      event_data: {},
      client_ts: new Date().toISOString(),
    },
  };
}

async function count(collection: string, filter: string): Promise<number> {
  const response = await client.get<{ totalItems: number }>(
    `/api/collections/${collection}/records?perPage=1&filter=${encodeURIComponent(filter)}`,
    superuser,
  );
  return response.body.totalItems;
}

describe('the outbox against PocketBase', () => {
  it('delivers an enquiry alone and analytics in batches of 50, each exactly once', async () => {
    const session = `session-${newRecordId()}`;
    const message = `Offline enquiry ${newRecordId()}`;
    await enqueue(db, enquiryItem(message));
    for (let i = 0; i < 120; i += 1) await enqueue(db, analyticsItem(session));

    const report = await flushOutbox({ db, fetcher });

    expect(report).toMatchObject({ delivered: 121, refused: 0, retrying: 0 });
    expect(requests[0]).toBe('/api/collections/enquiries/records');
    expect(requests[1]).toBe('/api/batch');
    // A batch the server cannot finish within its batch timeout (a busy machine) is sent again item by
    // item; either way every record arrives once (below), and no batch carries more than 50.
    expect(batchSizes[0]).toBe(50);
    expect(Math.max(...batchSizes)).toBeLessThanOrEqual(50);
    expect(
      requests.slice(1).every((path) => path === '/api/batch' || path.endsWith('/user_analytics/records')),
    ).toBe(true);
    expect(await db.items.count()).toBe(0);
    expect(await count('enquiries', `message="${message}"`)).toBe(1);
    expect(await count('user_analytics', `session_id="${session}"`)).toBe(120);
  });

  it('a repeat of an item that already arrived counts as delivered, with no second record', async () => {
    const item = enquiryItem(`Delivered twice ${newRecordId()}`);
    await enqueue(db, item);
    // An earlier delivery reached the server but its answer was lost.
    await fetcher(item.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(item.body),
    });

    const report = await flushOutbox({ db, fetcher });
    expect(report.delivered).toBe(1);
    expect(await count('enquiries', `id="${item.id}"`)).toBe(1);
  });

  it('a batch holding an invalid event and a duplicate still delivers the rest', async () => {
    const session = `session-${newRecordId()}`;
    const items = [
      analyticsItem(session),
      analyticsItem(session, 'NOT VALID'),
      analyticsItem(session),
      analyticsItem(session),
    ];
    for (const item of items) await enqueue(db, item);
    await fetcher(items[3]!.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(items[3]!.body),
    });
    requests = [];

    const report = await flushOutbox({ db, fetcher });

    expect(report).toMatchObject({ delivered: 3, refused: 1 });
    expect(requests).toEqual(['/api/batch', ...items.map((item) => item.path)]);
    expect(await count('user_analytics', `session_id="${session}"`)).toBe(3);
    // An event is not the visitor's message: a refused one is dropped, not kept.
    expect(await db.items.count()).toBe(0);
    expect(await db.refused.count()).toBe(0);
  });

  it('events already posted as the page closed count as delivered, and the rest still travel in a batch', async () => {
    const session = `session-${newRecordId()}`;
    const items = Array.from({ length: 10 }, () => analyticsItem(session));
    for (const item of items) await enqueue(db, item);
    // The page-exit copies of two events (sendOnUnload's keepalive posts) arrived first.
    for (const sent of [items[2]!, items[7]!]) {
      await fetcher(sent.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(sent.body),
      });
    }
    requests = [];

    const report = await flushOutbox({ db, fetcher });

    expect(report).toMatchObject({ delivered: 10, refused: 0, retrying: 0 });
    expect(requests).toEqual(['/api/batch', '/api/batch', '/api/batch']);
    expect(await count('user_analytics', `session_id="${session}"`)).toBe(10);
    expect(await db.items.count()).toBe(0);
  });

  it('keeps an enquiry PocketBase refuses, with its text, for the visitor', async () => {
    const item = enquiryItem(`Refused later ${newRecordId()}`);
    await enqueue(db, { ...item, body: { ...item.body, email: 'not an address' } });

    const report = await flushOutbox({ db, fetcher });

    expect(report).toMatchObject({ delivered: 0, refused: 1 });
    expect(await db.items.count()).toBe(0);
    expect(await db.refused.get(item.id)).toMatchObject({
      kind: 'enquiry',
      body: { message: item.body.message, email: 'not an address' },
      fields: { email: expect.any(String) },
    });
  });

  it('keeps everything through an outage and delivers it once the server answers again', async () => {
    const message = `Sent during an outage ${newRecordId()}`;
    await enqueue(db, enquiryItem(message));
    const failing: Fetcher = async () => new Response('{}', { status: 503 });
    expect(await flushOutbox({ db, fetcher: failing })).toMatchObject({ retrying: 1, delivered: 0 });
    expect(await db.items.count()).toBe(1);

    const report = await flushOutbox({ db, fetcher, ignoreBackoff: true });
    expect(report.delivered).toBe(1);
    expect(await count('enquiries', `message="${message}"`)).toBe(1);
  });
});

describe('the server stops during a flush', () => {
  it('loses nothing and doubles nothing once it is back', async () => {
    const session = `session-${newRecordId()}`;
    for (let i = 0; i < 200; i += 1) await enqueue(db, analyticsItem(session));

    // The server goes down just after answering the second batch, its answer lost on the way.
    let batches = 0;
    let stopped = false;
    const dying: Fetcher = async (path, init) => {
      const response = await fetcher(path, init);
      batches += 1;
      if (batches === 2) {
        stopped = true;
        await server.stop({ keepData: true });
        throw new TypeError('Failed to fetch');
      }
      return response;
    };
    // On a busy machine a batch can outrun the server's time limit for one and be refused whole, to
    // be sent again: the page flushes again, until the server stops.
    let deliveredBefore = 0;
    while (!stopped) {
      const report = await flushOutbox({
        db,
        fetcher: dying,
        ignoreBackoff: true,
        requestTimeoutMs: 120_000,
      });
      expect(report).toMatchObject({ refused: 0, rateLimited: 0 });
      deliveredBefore += report.delivered;
    }
    expect(deliveredBefore).toBeLessThanOrEqual(50);
    expect(await db.items.count()).toBe(200 - deliveredBefore);

    server = await startTestServer({ dataDir: server.dataDir, admin: server.admin });
    client = api(server.url);
    superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const resumed = await flushOutbox({ db, fetcher, ignoreBackoff: true });

    expect(resumed.delivered).toBe(200 - deliveredBefore);
    expect(await db.items.count()).toBe(0);
    expect(await count('user_analytics', `session_id="${session}"`)).toBe(200);
  });
});
