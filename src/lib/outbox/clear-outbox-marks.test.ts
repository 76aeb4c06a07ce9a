import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage.test-helpers';
import { clearOutboxMarks } from './clear-outbox-marks';
import { enqueue } from './enqueue';
import { createOutboxDb, type OutboxDb, type RefusedItem } from './outbox-db';
import { outboxHasRefused, outboxHasWork, setOutboxMark } from './outbox-mark';
import { testOutbox } from './outbox.test-helpers';

let db: OutboxDb;
beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  db = testOutbox();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

const enquiry = (id: string) => ({
  id,
  kind: 'enquiry' as const,
  path: '/api/collections/enquiries/records',
  body: { id },
});

const refusal = (id: string, announcedAt: number): RefusedItem => ({
  ...enquiry(id),
  message: 'Failed to create record.',
  fields: {},
  at: 1,
  announcedAt,
});

describe("clearing the outbox's marks", () => {
  it('clears both once nothing waits and nothing is kept', async () => {
    await enqueue(db, enquiry('e1'));
    setOutboxMark('refused');
    await db.items.delete('e1');
    await clearOutboxMarks(db);
    expect(await outboxHasWork(db.name)).toBe(false);
    expect(await outboxHasRefused(db.name)).toBe(false);
  });

  it('keeps the work mark while an item waits to be delivered', async () => {
    await enqueue(db, enquiry('e1'));
    await clearOutboxMarks(db);
    expect(await outboxHasWork(db.name)).toBe(true);
  });

  it('keeps the work mark while a refusal waits to be told', async () => {
    setOutboxMark('work');
    await db.refused.put(refusal('e1', 0));
    await clearOutboxMarks(db);
    expect(await outboxHasWork(db.name)).toBe(true);
  });

  it('once a refusal is told, clears the work and keeps the refused mark until the visitor acts on it', async () => {
    setOutboxMark('work');
    setOutboxMark('refused');
    await db.refused.put(refusal('e1', 5));
    await clearOutboxMarks(db);
    expect(await outboxHasWork(db.name)).toBe(false);
    expect(await outboxHasRefused(db.name)).toBe(true);

    await db.refused.delete('e1');
    await clearOutboxMarks(db);
    expect(await outboxHasRefused(db.name)).toBe(false);
  });

  it("keeps the mark when another tab's write comes between the count and the clear", async () => {
    setOutboxMark('work');
    const otherTab = createOutboxDb(db.name);
    const count = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) =>
      count(...args).then(async (held) => {
        // The other tab stores an item just after this one counted none, and marks it once stored.
        await enqueue(otherTab, enquiry('e1'));
        return held;
      })) as unknown as typeof db.transaction);
    await clearOutboxMarks(db);
    expect(await otherTab.items.count()).toBe(1);
    expect(await outboxHasWork(db.name)).toBe(true);
    otherTab.close();
  });
});
