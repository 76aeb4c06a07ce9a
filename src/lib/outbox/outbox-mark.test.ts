import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage.test-helpers';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { testOutbox } from './outbox.test-helpers';
import {
  clearOutboxMark,
  outboxHasRefused,
  outboxHasWork,
  readOutboxMark,
  setOutboxMark,
} from './outbox-mark';

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
