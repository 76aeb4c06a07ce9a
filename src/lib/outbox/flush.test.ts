import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fetcher } from './deliver';
import { enqueue, type NewItem } from './enqueue';
import { ANALYTICS_BATCH_SIZE, flushOutbox, RATE_LIMIT_WINDOW_MS } from './flush';
import type { OutboxDb } from './outbox-db';
import { duplicateId, invalidField, json, testOutbox } from './outbox.test-helpers';

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

/** Records every request and answers with `respond`. */
function recordingFetcher(
  respond: (
    path: string,
    body: { requests?: Array<{ body: { id: string } }>; id?: string },
  ) => Response | Promise<Response>,
) {
  const calls: Array<{ path: string; ids: string[] }> = [];
  const fetcher: Fetcher = async (path, init) => {
    const body = JSON.parse(String(init.body)) as { requests?: Array<{ body: { id: string } }>; id?: string };
    calls.push({ path, ids: body.requests ? body.requests.map((request) => request.body.id) : [body.id!] });
    return respond(path, body);
  };
  return { fetcher, calls };
}

describe('flushOutbox', () => {
  it('delivers a queued item once and removes it', async () => {
    await enqueue(db, enquiry('e1'), clock);
    const { fetcher, calls } = recordingFetcher(() => json(200));
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

  it('drops a refused item and keeps the refusal for the page that sent it', async () => {
    await enqueue(db, enquiry('e1'), clock);
    const report = await flushOutbox({
      db,
      fetcher: recordingFetcher(() => invalidField('email')).fetcher,
      now,
    });
    expect(report.rejected).toBe(1);
    expect(await db.items.count()).toBe(0);
    expect(await db.rejections.get('e1')).toMatchObject({
      kind: 'enquiry',
      fields: { email: 'Cannot be blank.' },
    });
  });

  it('waits out the rate-limit window when rate-limited, without counting a failed attempt', async () => {
    await enqueue(db, enquiry('e1'), clock);
    const report = await flushOutbox({
      db,
      fetcher: recordingFetcher(() => json(429)).fetcher,
      now,
      random: () => 0,
    });

    expect(report).toMatchObject({ retrying: 1, nextAttemptAt: clock + RATE_LIMIT_WINDOW_MS });
    expect(await db.items.get('e1')).toMatchObject({
      attempts: 0,
      nextAttemptAt: clock + RATE_LIMIT_WINDOW_MS,
    });
  });

  it('holds back every item sharing the exhausted budget, not just the batch that met it', async () => {
    for (let i = 0; i < ANALYTICS_BATCH_SIZE * 2; i += 1)
      await enqueue(db, event(`a${String(i).padStart(3, '0')}`), clock);
    await enqueue(db, enquiry('e1'), clock);
    const { fetcher, calls } = recordingFetcher((path) => (path === '/api/batch' ? json(429) : json(200)));
    await flushOutbox({ db, fetcher, now, random: () => 0 });
    expect(calls.map((call) => call.path)).toEqual(['/api/collections/enquiries/records', '/api/batch']);
    const analytics = await db.items.where('kind').equals('analytics').toArray();
    expect(analytics.every((item) => item.nextAttemptAt === clock + RATE_LIMIT_WINDOW_MS)).toBe(true);
  });

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
    const { fetcher, calls } = recordingFetcher(() => json(200));
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
    const { fetcher, calls } = recordingFetcher(() => json(200));
    await flushOutbox({ db, fetcher, now, ignoreBackoff: true });
    expect(calls).toHaveLength(1);
    expect(await db.items.count()).toBe(0);
  });

  it('sends a visitor message before queued analytics, then analytics in order, in batches', async () => {
    for (let i = 0; i < ANALYTICS_BATCH_SIZE + 5; i += 1)
      await enqueue(db, event(`a${String(i).padStart(3, '0')}`), clock + i);
    await enqueue(db, enquiry('e1'), clock + 100);
    clock += 200;
    const { fetcher, calls } = recordingFetcher((path, body) =>
      path === '/api/batch'
        ? json(
            200,
            body.requests!.map(() => ({ status: 200, body: {} })),
          )
        : json(200),
    );
    const report = await flushOutbox({ db, fetcher, now });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/collections/enquiries/records',
      '/api/batch',
      '/api/batch',
    ]);
    expect(calls[1]!.ids).toHaveLength(ANALYTICS_BATCH_SIZE);
    expect(calls[1]!.ids[0]).toBe('a000');
    expect(calls[2]!.ids).toEqual(['a050', 'a051', 'a052', 'a053', 'a054']);
    expect(report).toMatchObject({ delivered: ANALYTICS_BATCH_SIZE + 6, requests: 3 });
  });

  it('after a refused batch, sends its items one by one: duplicates delivered, the invalid one dropped', async () => {
    for (const id of ['a1', 'a2', 'a3']) await enqueue(db, event(id), clock);
    const { fetcher, calls } = recordingFetcher((path, body) => {
      if (path === '/api/batch')
        return json(400, { data: { requests: { '1': { code: 'batch_request_failed' } } } });
      if (body.id === 'a1') return duplicateId();
      if (body.id === 'a2') return invalidField('event_type');
      return json(200);
    });
    const report = await flushOutbox({ db, fetcher, now });
    expect(calls.map((call) => call.ids)).toEqual([['a1', 'a2', 'a3'], ['a1'], ['a2'], ['a3']]);
    expect(report).toMatchObject({ delivered: 2, rejected: 1, requests: 4 });
    expect(await db.items.count()).toBe(0);
  });

  it('waits, without sending one by one, when a batch was refused for the rate limit', async () => {
    for (const id of ['a1', 'a2']) await enqueue(db, event(id), clock);
    const { fetcher, calls } = recordingFetcher(() =>
      json(400, {
        data: {
          requests: {
            '0': { code: 'batch_request_failed', response: { status: 429, message: 'Too Many Requests.' } },
          },
        },
      }),
    );
    const report = await flushOutbox({ db, fetcher, now, random: () => 0 });
    expect(calls).toHaveLength(1);
    expect(report).toMatchObject({ retrying: 2, delivered: 0 });
    expect(await db.items.count()).toBe(2);
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

  it('leaves items claimed by another flusher alone until their lease runs out', async () => {
    await enqueue(db, enquiry('e1'), clock);
    await db.items.update('e1', { leaseUntil: clock + 30_000 });
    const { fetcher, calls } = recordingFetcher(() => json(200));
    await flushOutbox({ db, fetcher, now });
    expect(calls).toEqual([]);
    clock += 30_000;
    await flushOutbox({ db, fetcher, now });
    expect(calls).toHaveLength(1);
  });

  it('gives way when another flusher holds the lock', async () => {
    await enqueue(db, enquiry('e1'), clock);
    const locks = {
      request: (_name: string, _options: unknown, callback: (lock: Lock | null) => unknown) =>
        Promise.resolve(callback(null)),
    } as unknown as LockManager;
    const { fetcher, calls } = recordingFetcher(() => json(200));
    const report = await flushOutbox({ db, fetcher, now, locks });
    expect(report.status).toBe('busy');
    expect(calls).toEqual([]);
    expect(await db.items.count()).toBe(1);
  });
});
