import 'fake-indexeddb/auto';
import type { DBCoreRangeType } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage.test-helpers';
import { ANALYTICS_CAP, dropQueuedAnalytics, enqueue, OutboxFullError } from './enqueue';
import type { OutboxDb } from './outbox-db';
import { clearOutboxMark, outboxHasWork, readOutboxMark } from './work-marks';
import { testOutbox } from './outbox.test-helpers';

/** DBCoreRangeType.Any: Dexie declares it as a const enum, with no value at run time. */
const ANY_KEY = 3 as DBCoreRangeType.Any;

let db: OutboxDb;
beforeEach(() => {
  db = testOutbox();
});
afterEach(async () => {
  await db.delete();
});

const item = (id: string, kind: 'analytics' | 'enquiry' = 'analytics') => ({
  id,
  kind,
  path: `/api/collections/${kind === 'analytics' ? 'user_analytics' : 'enquiries'}/records`,
  body: { id },
});

describe('enqueue', () => {
  it('stores the item, due at once, with its id as the record id', async () => {
    const queued = await enqueue(db, item('e1', 'enquiry'), 5_000);
    expect(queued).toMatchObject({
      id: 'e1',
      attempts: 0,
      queuedAt: 5_000,
      nextAttemptAt: 5_000,
      leaseUntil: 0,
    });
    expect(await db.items.get('e1')).toEqual(queued);
  });

  it('queuing the same id twice keeps one item', async () => {
    await enqueue(db, item('e1', 'enquiry'));
    await enqueue(db, item('e1', 'enquiry'));
    expect(await db.items.count()).toBe(1);
  });

  it('drops the oldest analytics beyond the cap, never an enquiry', async () => {
    await enqueue(db, item('enquiry-1', 'enquiry'), 0);
    await db.items.bulkPut(
      Array.from({ length: ANALYTICS_CAP }, (_, i) => ({
        ...item(`a${i}`),
        queuedAt: i + 1,
        seq: i + 1,
        attempts: 0,
        nextAttemptAt: 0,
        leaseUntil: 0,
      })),
    );
    await enqueue(db, item('newest'), ANALYTICS_CAP + 10);
    expect(await db.items.where('kind').equals('analytics').count()).toBe(ANALYTICS_CAP);
    expect(await db.items.get('a0')).toBeUndefined();
    expect(await db.items.get('a1')).toBeDefined();
    expect(await db.items.get('newest')).toBeDefined();
    expect(await db.items.get('enquiry-1')).toBeDefined();
  });

  it('reports a full disk as OutboxFullError', async () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const full = { ...db, transaction: () => Promise.reject(quota) } as unknown as OutboxDb;
    await expect(enqueue(full, item('e1', 'enquiry'))).rejects.toBeInstanceOf(OutboxFullError);
  });

  it('when the device is full, forgets older analytics until an enquiry fits, and only then', async () => {
    const capacity = 6;
    // A disk with room for `capacity` items: IndexedDB refuses a write beyond it.
    db.use({
      stack: 'dbcore',
      name: 'full-disk',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return {
            ...table,
            mutate: async (request) => {
              if (name === 'items' && request.type === 'put') {
                const query = {
                  index: table.schema.primaryKey,
                  range: { type: ANY_KEY, lower: undefined, upper: undefined },
                };
                const stored = await table.count({ trans: request.trans, query });
                if (stored >= capacity)
                  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
              }
              return table.mutate(request);
            },
          };
        },
      }),
    });
    for (let n = 1; n <= capacity; n += 1) await enqueue(db, item(`a${n}`));
    await expect(enqueue(db, item('a7'))).rejects.toBeInstanceOf(OutboxFullError);

    await enqueue(db, item('e1', 'enquiry'));
    expect((await db.items.orderBy('seq').toArray()).map((kept) => kept.id)).toEqual([
      'a4',
      'a5',
      'a6',
      'e1',
    ]);

    // With no analytics left to forget, a full disk is still reported.
    await dropQueuedAnalytics(db);
    for (let n = 2; n <= capacity; n += 1) await enqueue(db, item(`e${n}`, 'enquiry'));
    await expect(enqueue(db, item('e7', 'enquiry'))).rejects.toBeInstanceOf(OutboxFullError);
    expect(await db.items.count()).toBe(capacity);
  });

  it('forgets queued analytics on opt-out, keeping everything else', async () => {
    await enqueue(db, item('a1'));
    await enqueue(db, item('a2'));
    await enqueue(db, item('e1', 'enquiry'));
    expect(await dropQueuedAnalytics(db)).toBe(2);
    expect((await db.items.toArray()).map((left) => left.id)).toEqual(['e1']);
  });
});

describe("enqueue and the outbox's mark", () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    // As a page leaves it once it has found the outbox empty.
    clearOutboxMark('work', readOutboxMark('work'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('marks the outbox as having work only once the item is stored', async () => {
    const store = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    let commit: (() => void) | undefined;
    vi.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) =>
      store(...args).then(
        (stored) => new Promise((resolve) => (commit = () => resolve(stored))),
      )) as unknown as typeof db.transaction);
    const queuing = enqueue(db, item('e1', 'enquiry'));
    await vi.waitFor(() => expect(commit).toBeDefined());
    expect(await outboxHasWork(db.name)).toBe(false);
    commit?.();
    await queuing;
    expect(await outboxHasWork(db.name)).toBe(true);
  });

  it('leaves no mark for an item it could not store', async () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const full = { ...db, transaction: () => Promise.reject(quota) } as unknown as OutboxDb;
    await expect(enqueue(full, item('e1', 'enquiry'))).rejects.toBeInstanceOf(OutboxFullError);
    expect(await outboxHasWork(db.name)).toBe(false);
  });
});
