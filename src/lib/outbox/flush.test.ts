import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { OUTBOX_CHANGED_CHANNEL } from '@/lib/pwa/messages';
import type { Fetcher } from './deliver';
import { enqueue, type NewItem } from './enqueue';
import { flushOutbox } from './flush';
import type { OutboxDb } from './outbox-db';
import { created, duplicateId, invalidField, json, testOutbox } from './outbox.test-helpers';

let db: OutboxDb;
let clock: number;
const now = () => clock;

beforeEach(() => {
  db = testOutbox();
  clock = 1_000_000;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

const enquiry = (id: string): NewItem => ({
  id,
  kind: 'enquiry',
  path: '/api/collections/enquiries/records',
  body: { id, name: 'A' },
});
const event = (id: string): NewItem => ({
  id,
  kind: 'analytics',
  path: '/api/collections/user_analytics/records',
  body: { id },
});

type SentBody = { requests?: Array<{ body: { id: string } }>; id?: string };

/** Answers as PocketBase does when it stores everything it is sent. */
const accept = (path: string, body: SentBody) =>
  path === '/api/batch'
    ? json(
        200,
        body.requests!.map((request) => ({ status: 200, body: { id: request.body.id } })),
      )
    : created(body.id!);

/** PocketBase's refusal of a batch, naming the request that failed. */
const batchRefused = (requests: Record<string, unknown>) =>
  json(400, { status: 400, message: 'Batch transaction failed.', data: { requests } });

/** Records every request and answers with `respond`. */
function recordingFetcher(respond: (path: string, body: SentBody) => Response | Promise<Response>) {
  const calls: Array<{ path: string; ids: string[] }> = [];
  const fetcher: Fetcher = async (path, init) => {
    const body = JSON.parse(String(init.body)) as SentBody;
    calls.push({ path, ids: body.requests ? body.requests.map((request) => request.body.id) : [body.id!] });
    return respond(path, body);
  };
  return { fetcher, calls };
}

/** A server that refuses every item for an invalid `field`. */
const refusing = (field: string) => recordingFetcher(() => invalidField(field)).fetcher;

describe('flushOutbox', () => {
  it('delivers a queued item once and removes it', async () => {
    await enqueue(db, enquiry('e1'), clock);
    const { fetcher, calls } = recordingFetcher(accept);
    const report = await flushOutbox({ db, fetcher, now });
    expect(report).toMatchObject({ status: 'flushed', delivered: 1, requests: 1, nextAttemptAt: null });
    expect(calls).toEqual([{ path: '/api/collections/enquiries/records', ids: ['e1'] }]);
    expect(await db.items.count()).toBe(0);
  });

  it('counts a duplicate id as delivered', async () => {
    await enqueue(db, enquiry('e1'), clock);
    const report = await flushOutbox({ db, fetcher: recordingFetcher(duplicateId).fetcher, now });
    expect(report.delivered).toBe(1);
    expect(await db.items.count()).toBe(0);
  });

  it('keeps a refused message with its text, to be announced to the visitor', async () => {
    await enqueue(db, enquiry('e1'), clock);
    const report = await flushOutbox({
      db,
      fetcher: refusing('email'),
      now,
    });
    expect(report.refused).toBe(1);
    expect(await db.items.count()).toBe(0);
    expect(await db.refused.get('e1')).toEqual({
      id: 'e1',
      kind: 'enquiry',
      path: '/api/collections/enquiries/records',
      body: { id: 'e1', name: 'A' },
      message: 'Failed to create record.',
      fields: { email: 'Cannot be blank.' },
      at: clock,
      announcedAt: 0,
    });
  });

  it('tells the waiting sender its refusal instead of keeping the item', async () => {
    await enqueue(db, enquiry('e1'), clock);
    const tell = vi.fn();
    await flushOutbox({ db, fetcher: refusing('email'), now, awaited: { id: 'e1', tell } });
    expect(tell).toHaveBeenCalledExactlyOnceWith({
      kind: 'refused',
      message: 'Failed to create record.',
      fields: { email: 'Cannot be blank.' },
    });
    expect(await db.refused.count()).toBe(0);
  });

  it('tells the waiting sender its item was delivered, after the messages queued before it', async () => {
    await enqueue(db, enquiry('e0'), clock);
    await enqueue(db, enquiry('e1'), clock);
    const tell = vi.fn();
    const { fetcher, calls } = recordingFetcher(accept);
    await flushOutbox({ db, fetcher, now, awaited: { id: 'e1', tell } });
    expect(calls.map((call) => call.ids)).toEqual([['e0'], ['e1']]);
    expect(tell).toHaveBeenCalledExactlyOnceWith({ kind: 'delivered' });
  });

  it('tells the waiting sender its item met an outage, and keeps it queued', async () => {
    await enqueue(db, enquiry('e1'), clock);
    const tell = vi.fn();
    await flushOutbox({
      db,
      fetcher: recordingFetcher(() => json(503)).fetcher,
      now,
      awaited: { id: 'e1', tell },
    });
    expect(tell).toHaveBeenCalledExactlyOnceWith({ kind: 'retry', status: 503 });
    expect(await db.items.get('e1')).toMatchObject({ attempts: 1 });
  });

  it("leaves an item another tab's form waits for to that form's own flush", async () => {
    await enqueue(db, enquiry('e1'), clock);
    await enqueue(db, enquiry('e2'), clock);
    const locks = {
      request: (_name: string, _options: unknown, callback: (lock: Lock | null) => unknown) =>
        Promise.resolve(callback({ name: 'outbox', mode: 'exclusive' } as Lock)),
      query: () => Promise.resolve({ held: [{ name: 'outbox-awaited:e1', mode: 'exclusive' }], pending: [] }),
    } as unknown as LockManager;
    const { fetcher, calls } = recordingFetcher(accept);
    await flushOutbox({ db, fetcher, now, locks });
    expect(calls).toEqual([{ path: '/api/collections/enquiries/records', ids: ['e2'] }]);

    const tell = vi.fn();
    await flushOutbox({ db, fetcher, now, locks, awaited: { id: 'e1', tell } });
    expect(calls.at(-1)).toEqual({ path: '/api/collections/enquiries/records', ids: ['e1'] });
    expect(tell).toHaveBeenCalledWith({ kind: 'delivered' });
  });

  it('drops a refused analytics event without keeping it', async () => {
    await enqueue(db, event('a1'), clock);
    const report = await flushOutbox({
      db,
      fetcher: refusing('event_type'),
      now,
    });
    expect(report.refused).toBe(1);
    expect(await db.items.count()).toBe(0);
    expect(await db.refused.count()).toBe(0);
  });

  it("waits out the collection's own rate-limit window, without counting a failed attempt", async () => {
    await enqueue(db, enquiry('e1'), clock);
    const report = await flushOutbox({
      db,
      fetcher: recordingFetcher(() => json(429)).fetcher,
      now,
      random: () => 0,
    });

    const window = COLLECTIONS.enquiries.rateLimitWindowMs;
    expect(report).toMatchObject({ retrying: 1, nextAttemptAt: clock + window });
    expect(await db.items.get('e1')).toMatchObject({ attempts: 0, nextAttemptAt: clock + window });
  });

  // A hundred single writes to fake-indexeddb take seconds on a busy machine.
  it('holds back every item sharing the exhausted budget, not just the batch that met it', async () => {
    for (let i = 0; i < COLLECTIONS.analytics.batchSize * 2; i += 1)
      await enqueue(db, event(`a${String(i).padStart(3, '0')}`), clock);
    await enqueue(db, enquiry('e1'), clock);
    const { fetcher, calls } = recordingFetcher((path, body) =>
      path === '/api/batch' ? json(429) : accept(path, body),
    );
    await flushOutbox({ db, fetcher, now, random: () => 0 });
    expect(calls.map((call) => call.path)).toEqual(['/api/collections/enquiries/records', '/api/batch']);
    const analytics = await db.items.where('kind').equals('analytics').toArray();
    expect(
      analytics.every((item) => item.nextAttemptAt === clock + COLLECTIONS.analytics.rateLimitWindowMs),
    ).toBe(true);
  }, 20_000);

  it.each([
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', () => json(500)],
    ['the server is overloaded', () => json(503)],
  ])('keeps the item and backs off when %s', async (_case, respond) => {
    await enqueue(db, enquiry('e1'), clock);
    const report = await flushOutbox({
      db,
      fetcher: recordingFetcher(respond).fetcher,
      now,
      random: () => 0,
    });
    expect(report).toMatchObject({ delivered: 0, retrying: 1, nextAttemptAt: clock + 1_000 });
    expect(await db.items.get('e1')).toMatchObject({
      attempts: 1,
      nextAttemptAt: clock + 1_000,
      leaseUntil: 0,
    });
  });

  it('waits as long as Retry-After asks', async () => {
    await enqueue(db, enquiry('e1'), clock);
    await flushOutbox({
      db,
      fetcher: recordingFetcher(() => json(429, {}, { 'Retry-After': '60' })).fetcher,
      now,
      random: () => 0,
    });
    expect((await db.items.get('e1'))?.nextAttemptAt).toBe(clock + 60_000);
  });

  it('does not send an item before its backoff has passed, and sends it after', async () => {
    await enqueue(db, enquiry('e1'), clock);
    await flushOutbox({ db, fetcher: recordingFetcher(() => json(503)).fetcher, now, random: () => 0 });
    const { fetcher, calls } = recordingFetcher(accept);
    clock += 999;
    await flushOutbox({ db, fetcher, now });
    expect(calls).toEqual([]);
    clock += 1;
    await flushOutbox({ db, fetcher, now });
    expect(calls).toHaveLength(1);
  });

  it('when the connection comes back, sends items still backing off', async () => {
    await enqueue(db, enquiry('e1'), clock);
    await flushOutbox({ db, fetcher: recordingFetcher(() => json(503)).fetcher, now, random: () => 0 });
    const { fetcher, calls } = recordingFetcher(accept);
    await flushOutbox({ db, fetcher, now, ignoreBackoff: true });
    expect(calls).toHaveLength(1);
    expect(await db.items.count()).toBe(0);
  });

  it('sends a visitor message before queued analytics, then analytics in order, in batches', async () => {
    for (let i = 0; i < COLLECTIONS.analytics.batchSize + 5; i += 1)
      await enqueue(db, event(`a${String(i).padStart(3, '0')}`), clock + i);
    await enqueue(db, enquiry('e1'), clock + 100);
    clock += 200;
    const { fetcher, calls } = recordingFetcher(accept);
    const report = await flushOutbox({ db, fetcher, now });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/collections/enquiries/records',
      '/api/batch',
      '/api/batch',
    ]);
    expect(calls[1]!.ids).toHaveLength(COLLECTIONS.analytics.batchSize);
    expect(calls[1]!.ids[0]).toBe('a000');
    expect(calls[2]!.ids).toEqual(['a050', 'a051', 'a052', 'a053', 'a054']);
    expect(report).toMatchObject({ delivered: COLLECTIONS.analytics.batchSize + 6, requests: 3 });
  });

  it('after a refused batch, sends its items one by one: duplicates delivered, the invalid one dropped', async () => {
    for (const id of ['a1', 'a2', 'a3']) await enqueue(db, event(id), clock);
    const { fetcher, calls } = recordingFetcher((path, body) => {
      if (path === '/api/batch')
        return batchRefused({ '1': { code: 'batch_request_failed', response: { status: 400 } } });
      if (body.id === 'a1') return duplicateId();
      if (body.id === 'a2') return invalidField('event_type');
      return accept(path, body);
    });
    const report = await flushOutbox({ db, fetcher, now });
    expect(calls.map((call) => call.ids)).toEqual([['a1', 'a2', 'a3'], ['a1'], ['a2'], ['a3']]);
    expect(report).toMatchObject({ delivered: 2, refused: 1, requests: 4 });
    expect(await db.items.count()).toBe(0);
  });

  it('waits, without sending one by one, when a batch was refused for the rate limit', async () => {
    for (const id of ['a1', 'a2']) await enqueue(db, event(id), clock);
    const { fetcher, calls } = recordingFetcher(() =>
      batchRefused({
        '0': { code: 'batch_request_failed', response: { status: 429, message: 'Too Many Requests.' } },
      }),
    );
    const report = await flushOutbox({ db, fetcher, now, random: () => 0 });
    expect(calls).toHaveLength(1);
    expect(report).toMatchObject({ retrying: 2, delivered: 0 });
    expect(await db.items.count()).toBe(2);
  });

  it('tells the tabs on the outbox channel which messages it delivered', async () => {
    const tab = new BroadcastChannel(OUTBOX_CHANGED_CHANNEL);
    const heard = new Promise<MessageEvent>((resolve) => (tab.onmessage = resolve));
    await enqueue(db, enquiry('e1'), clock);
    await enqueue(db, event('a1'), clock);
    await flushOutbox({ db, fetcher: recordingFetcher(accept).fetcher, now });
    expect((await heard).data).toEqual({ delivered: ['e1'], refused: [] });
    tab.close();
  });

  it('stops at an outage and keeps the rest of the queue for later', async () => {
    await enqueue(db, enquiry('e1'), clock);
    await enqueue(db, enquiry('e2'), clock + 1);
    clock += 10;
    const { fetcher, calls } = recordingFetcher(() => Promise.reject(new TypeError('offline')));
    const report = await flushOutbox({ db, fetcher, now });
    expect(calls).toHaveLength(1);
    expect(report.retrying).toBe(1);
    expect(await db.items.count()).toBe(2);
  });

  it('without Web Locks, leaves items claimed by another flusher alone until their lease runs out', async () => {
    await enqueue(db, enquiry('e1'), clock);
    await db.items.update('e1', { leaseUntil: clock + 30_000 });
    const { fetcher, calls } = recordingFetcher(accept);
    await flushOutbox({ db, fetcher, now });
    expect(calls).toEqual([]);
    clock += 30_000;
    await flushOutbox({ db, fetcher, now });
    expect(calls).toHaveLength(1);
  });

  it('with the lock, sends at once an item whose flusher died before settling it', async () => {
    await enqueue(db, enquiry('e1'), clock);
    // Claimed by a page that was closed mid-send: no live flusher holds the lock.
    await db.items.update('e1', { leaseUntil: clock + 30_000 });
    const locks = {
      request: (_name: string, _options: unknown, callback: (lock: Lock | null) => unknown) =>
        Promise.resolve(callback({ name: 'outbox', mode: 'exclusive' } as Lock)),
    } as unknown as LockManager;
    const { fetcher, calls } = recordingFetcher(accept);
    const report = await flushOutbox({ db, fetcher, now, locks });
    expect(calls).toEqual([{ path: '/api/collections/enquiries/records', ids: ['e1'] }]);
    expect(report.delivered).toBe(1);
    expect(await db.items.count()).toBe(0);
  });

  it('gives way when another flusher holds the lock', async () => {
    await enqueue(db, enquiry('e1'), clock);
    const locks = {
      request: (_name: string, _options: unknown, callback: (lock: Lock | null) => unknown) =>
        Promise.resolve(callback(null)),
    } as unknown as LockManager;
    const { fetcher, calls } = recordingFetcher(accept);
    const report = await flushOutbox({ db, fetcher, now, locks });
    expect(report.status).toBe('busy');
    expect(calls).toEqual([]);
    expect(await db.items.count()).toBe(1);
  });
});

describe('what counts as delivered', () => {
  const html = (status: number) =>
    new Response('<html><body>Sign in to the Wi-Fi</body></html>', {
      status,
      headers: { 'Content-Type': 'text/html' },
    });

  it.each([
    ['a captive portal answers 200 with a page', () => html(200)],
    ['a 200 JSON body is not the record', () => json(200, { ok: true })],
    ['a 200 JSON body is another record', () => created('someone-else')],
    ['a proxy answers 403 with a page', () => html(403)],
    ['a proxy answers 404 with a page', () => html(404)],
    ["a 400 is not PocketBase's error body", () => json(400, { error: 'bad gateway config' })],
  ])('keeps an enquiry and retries it when %s', async (_case, respond) => {
    await enqueue(db, enquiry('e1'), clock);
    const report = await flushOutbox({
      db,
      fetcher: recordingFetcher(respond).fetcher,
      now,
      random: () => 0,
    });
    expect(report).toMatchObject({ delivered: 0, refused: 0, retrying: 1 });
    expect(await db.items.get('e1')).toMatchObject({ attempts: 1, nextAttemptAt: clock + 1_000 });
  });

  it.each([
    ['a captive portal answers 200 with a page', () => html(200)],
    ['a 200 body is not a list of results', () => json(200, { id: 'a1' })],
    ['the list is short of an item', () => json(200, [{ status: 200, body: { id: 'a1' } }])],
    [
      'one result is not a success',
      () =>
        json(200, [
          { status: 200, body: { id: 'a1' } },
          { status: 400, body: {} },
        ]),
    ],
    [
      'a result names another record',
      () =>
        json(200, [
          { status: 200, body: { id: 'a1' } },
          { status: 200, body: { id: 'x' } },
        ]),
    ],
    ['a proxy refuses the batch with a 403 page', () => html(403)],
  ])('keeps a batch and retries it, without sending one by one, when %s', async (_case, respond) => {
    for (const id of ['a1', 'a2']) await enqueue(db, event(id), clock);
    const { fetcher, calls } = recordingFetcher(respond);
    const report = await flushOutbox({ db, fetcher, now, random: () => 0 });
    expect(calls).toHaveLength(1);
    expect(report).toMatchObject({ delivered: 0, retrying: 2 });
    expect(await db.items.count()).toBe(2);
  });

  it('sends a batch too large for a proxy (413, any body) one by one', async () => {
    for (const id of ['a1', 'a2']) await enqueue(db, event(id), clock);
    const { fetcher, calls } = recordingFetcher((path, body) =>
      path === '/api/batch' ? html(413) : accept(path, body),
    );
    const report = await flushOutbox({ db, fetcher, now });
    expect(calls.map((call) => call.ids)).toEqual([['a1', 'a2'], ['a1'], ['a2']]);
    expect(report.delivered).toBe(2);
  });

  it('backs off a batch with a request that failed on the server, holding back nothing else', async () => {
    for (const id of ['a1', 'a2']) await enqueue(db, event(id), clock);
    await enqueue(db, event('later'), clock + 5_000);
    const { fetcher, calls } = recordingFetcher(() =>
      batchRefused({ '1': { code: 'batch_request_failed', response: { status: 500 } } }),
    );
    const report = await flushOutbox({ db, fetcher, now, random: () => 0 });
    expect(calls).toHaveLength(1);
    expect(report).toMatchObject({ retrying: 2, delivered: 0 });
    expect(await db.items.get('a1')).toMatchObject({ attempts: 1, nextAttemptAt: clock + 1_000 });
    expect((await db.items.get('later'))?.nextAttemptAt).toBe(clock + 5_000);

    clock += 1_000;
    const second = await flushOutbox({
      db,
      fetcher: recordingFetcher(() => json(503)).fetcher,
      now,
      random: () => 0,
    });
    expect(second.retrying).toBe(2);
    expect(await db.items.get('a1')).toMatchObject({ attempts: 2, nextAttemptAt: clock + 2_000 });
  });
});

describe('queue order', () => {
  it('sends events queued in the same millisecond in the order they were queued', async () => {
    const ids = ['zeta', 'alpha', 'mu', 'beta', 'omega'];
    for (const id of ids) await enqueue(db, event(id), clock);
    const { fetcher, calls } = recordingFetcher(accept);
    await flushOutbox({ db, fetcher, now });
    expect(calls[0]!.ids).toEqual(ids);
  });
});

describe("flushOutbox with the admin's changes", () => {
  const change = (id: string, note: string): NewItem => ({
    id,
    kind: 'admin-change',
    path: '/api/collections/enquiries/records/enq1',
    body: { note },
    method: 'PATCH',
    asAdmin: true,
  });

  /** A server keeping one enquiry, which answers each PATCH with the record as changed. */
  function enquiryServer() {
    const record: Record<string, unknown> = { id: 'enq1', note: '' };
    const sent: Array<{ method: string; path: string; authorization: string | null }> = [];
    const fetcher: Fetcher = async (path, init) => {
      sent.push({
        method: init.method ?? 'GET',
        path,
        authorization: new Headers(init.headers).get('Authorization'),
      });
      if (init.method !== 'PATCH') return accept(path, JSON.parse(String(init.body)) as SentBody);
      Object.assign(record, JSON.parse(String(init.body)));
      return json(200, record);
    };
    return { record, sent, fetcher };
  }

  it("leaves them queued where no admin's token is to be had (the worker), and delivers the rest", async () => {
    await enqueue(db, change('c1', 'Call back'), clock);
    await enqueue(db, enquiry('e1'), clock);
    const server = enquiryServer();
    const report = await flushOutbox({ db, fetcher: server.fetcher, now });
    expect(report.delivered).toBe(1);
    expect(server.sent.map((request) => request.method)).toEqual(['POST']);
    expect((await db.items.toArray()).map((item) => item.id)).toEqual(['c1']);
    const signedOut = await flushOutbox({ db, fetcher: server.fetcher, now, adminToken: async () => null });
    expect(signedOut.delivered).toBe(0);
    expect(await db.items.count()).toBe(1);
  });

  it('sends each as a PATCH of its record with the admin token, in order, once, and counts none as a waiting message', async () => {
    await enqueue(db, change('c1', 'Call back'), clock);
    await enqueue(db, change('c2', 'Call back on Monday'), clock);
    const server = enquiryServer();
    const report = await flushOutbox({ db, fetcher: server.fetcher, now, adminToken: async () => 'token-1' });
    expect(report).toMatchObject({ delivered: 2, messages: { delivered: [], refused: [] } });
    expect(server.sent).toEqual([
      { method: 'PATCH', path: '/api/collections/enquiries/records/enq1', authorization: 'token-1' },
      { method: 'PATCH', path: '/api/collections/enquiries/records/enq1', authorization: 'token-1' },
    ]);
    expect(server.record.note).toBe('Call back on Monday');
    expect(await db.items.count()).toBe(0);
  });

  it('applies a change sent again after its answer was lost as once: the note is set, never added to', async () => {
    await enqueue(db, change('c1', 'Call back'), clock);
    const server = enquiryServer();
    let lost = true;
    const losingFirstAnswer: Fetcher = async (path, init) => {
      const response = await server.fetcher(path, init);
      if (!lost) return response;
      lost = false;
      throw new TypeError('The connection dropped before the answer came.');
    };
    const adminToken = async () => 'token-1';
    const first = await flushOutbox({ db, fetcher: losingFirstAnswer, now, adminToken });
    expect(first.retrying).toBe(1);
    const second = await flushOutbox({
      db,
      fetcher: losingFirstAnswer,
      now,
      adminToken,
      ignoreBackoff: true,
    });
    expect(second.delivered).toBe(1);
    expect(server.sent).toHaveLength(2);
    expect(server.record.note).toBe('Call back');
    expect(await db.items.count()).toBe(0);
  });

  it("drops a change the server refuses for a field, rather than keeping it as a visitor's message", async () => {
    await enqueue(db, change('c1', 'x'.repeat(5000)), clock);
    const report = await flushOutbox({
      db,
      fetcher: recordingFetcher(() => invalidField('note')).fetcher,
      now,
      adminToken: async () => 'token-1',
    });
    expect(report.refused).toBe(1);
    expect(await db.items.count()).toBe(0);
    expect(await db.refused.count()).toBe(0);
  });
});
