import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage.test-helpers';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { enqueue } from './enqueue';
import { createOutboxDb, type OutboxDb, type RefusedItem } from './outbox-db';
import { testOutbox } from './outbox.test-helpers';
import {
  clearMarksOfWhatIsGone,
  clearOutboxMark,
  outboxHasRefused,
  outboxHasWork,
  readOutboxMark,
  setOutboxMark,
} from './work-marks';

/** A database name no test has made, so that an absent mark cannot find an outbox. */
const NEVER_MADE = 'outbox-never-made';

/** Web Storage as a browser that refuses it has it (blocked, some private modes). */
function refusedStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { ...memoryStorage(), getItem: refuse, setItem: refuse, removeItem: refuse };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the outbox's mark", () => {
  it('says no work where nothing was ever queued, and makes no outbox to say so', async () => {
    expect(await outboxHasWork(NEVER_MADE)).toBe(false);
    expect(await outboxHasRefused(NEVER_MADE)).toBe(false);
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(NEVER_MADE);
  });

  it('says there may be work once a write has set it, until a page clears it', async () => {
    setOutboxMark('work');
    expect(await outboxHasWork(NEVER_MADE)).toBe(true);
    clearOutboxMark('work', readOutboxMark('work'));
    expect(await outboxHasWork(NEVER_MADE)).toBe(false);
  });

  it('takes a fresh value at every write, so that a page can tell one was made since it read it', () => {
    setOutboxMark('work');
    const seen = readOutboxMark('work');
    setOutboxMark('work');
    clearOutboxMark('work', seen);
    expect(readOutboxMark('work')).not.toBe(seen);
    expect(readOutboxMark('work')).not.toBe('');
  });

  it('counts untold refusals under work: refused messages may be kept while either is set', async () => {
    setOutboxMark('work');
    expect(await outboxHasRefused(NEVER_MADE)).toBe(true);
    clearOutboxMark('work', readOutboxMark('work'));
    setOutboxMark('refused');
    expect(await outboxHasWork(NEVER_MADE)).toBe(false);
    expect(await outboxHasRefused(NEVER_MADE)).toBe(true);
  });

  it('without a mark, an outbox an earlier visit made may have work', async () => {
    const db = testOutbox();
    await db.open();
    expect(await outboxHasWork(db.name)).toBe(true);
    expect(await outboxHasRefused(db.name)).toBe(true);
    await db.delete();
  });

  it('where storage is refused, says there may be work and refusals, so the outbox loads to look', async () => {
    vi.stubGlobal('localStorage', refusedStorage());
    setOutboxMark('work');
    expect(await outboxHasWork(NEVER_MADE)).toBe(true);
    expect(await outboxHasRefused(NEVER_MADE)).toBe(true);
  });

  it('a mark that cannot be written (storage full) leaves no old "nothing" behind', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    clearOutboxMark('work', readOutboxMark('work'));
    expect(storage.getItem(STORAGE_KEYS.outboxWorkMark)).toBe('');
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    setOutboxMark('work');
    expect(storage.getItem(STORAGE_KEYS.outboxWorkMark)).toBeNull();
    const db = testOutbox();
    await db.open();
    expect(await outboxHasWork(db.name)).toBe(true);
    await db.delete();
  });
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
  let db: OutboxDb;
  beforeEach(() => {
    db = testOutbox();
  });
  afterEach(async () => {
    await db.delete();
  });

  it('clears both once nothing waits and nothing is kept', async () => {
    await enqueue(db, enquiry('e1'));
    setOutboxMark('refused');
    await db.items.delete('e1');
    await clearMarksOfWhatIsGone(db);
    expect(await outboxHasWork(db.name)).toBe(false);
    expect(await outboxHasRefused(db.name)).toBe(false);
  });

  it('keeps the work mark while an item waits to be delivered', async () => {
    await enqueue(db, enquiry('e1'));
    await clearMarksOfWhatIsGone(db);
    expect(await outboxHasWork(db.name)).toBe(true);
  });

  it('keeps the work mark while a refusal waits to be told', async () => {
    setOutboxMark('work');
    await db.refused.put(refusal('e1', 0));
    await clearMarksOfWhatIsGone(db);
    expect(await outboxHasWork(db.name)).toBe(true);
  });

  it('once a refusal is told, clears the work and keeps the refused mark until the visitor acts on it', async () => {
    setOutboxMark('work');
    setOutboxMark('refused');
    await db.refused.put(refusal('e1', 5));
    await clearMarksOfWhatIsGone(db);
    expect(await outboxHasWork(db.name)).toBe(false);
    expect(await outboxHasRefused(db.name)).toBe(true);

    await db.refused.delete('e1');
    await clearMarksOfWhatIsGone(db);
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
    await clearMarksOfWhatIsGone(db);
    expect(await otherTab.items.count()).toBe(1);
    expect(await outboxHasWork(db.name)).toBe(true);
    otherTab.close();
  });
});
