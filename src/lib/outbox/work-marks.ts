import { readStored, writeStored } from '@/lib/safe-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { OutboxDb } from './outbox-db';

/**
 * Marks kept beside the outbox, so that a page can tell without loading the
 * outbox (or Dexie) whether it may have something to do. Each write sets a
 * fresh token, and a page that finds nothing sets '' only if the token is
 * still the one it read before counting: a write another tab made meanwhile
 * keeps its mark. No mark at all (kept by no visit since marks began, or one
 * that could not be written) says nothing either way.
 *
 * - work: items wait to be delivered, or refusals to be told.
 * - refused: refused messages are kept until the visitor acts on them.
 */
export type OutboxMark = 'work' | 'refused';

const KEYS: Record<OutboxMark, string> = {
  work: STORAGE_KEYS.outboxWorkMark,
  refused: STORAGE_KEYS.outboxRefusedMark,
};

const NOTHING = '';

const freshToken = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Says the outbox may hold what `mark` names: called once the write that put it there has committed. */
export function setOutboxMark(mark: OutboxMark): void {
  // A token that cannot be kept (storage full) must not leave an old '' saying there is nothing.
  if (!writeStored(KEYS[mark], freshToken())) writeStored(KEYS[mark], null);
}

/** The mark as it stands, read before counting, for clearOutboxMark. */
export const readOutboxMark = (mark: OutboxMark): string | null | undefined => readStored(KEYS[mark]);

/** Says the outbox holds nothing `mark` names, unless it was written since it read `seen`. */
export function clearOutboxMark(mark: OutboxMark, seen: string | null | undefined): void {
  if (seen !== undefined && readStored(KEYS[mark]) === seen) writeStored(KEYS[mark], NOTHING);
}

/** Without a mark, whether an outbox was ever made here; where the browser cannot list databases, maybe. */
async function outboxExists(name: string): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases().catch(() => undefined);
  return !databases || databases.some((database) => database.name === name);
}

function mayHold(mark: OutboxMark, name: string): Promise<boolean> {
  const value = readOutboxMark(mark);
  // Storage refused: nothing says the outbox is empty, so it loads and looks for itself.
  if (value === undefined) return Promise.resolve(true);
  if (value === null) return outboxExists(name);
  return Promise.resolve(value !== NOTHING);
}

/** Whether the outbox may have anything to do: items to deliver, refusals to tell. */
export const outboxHasWork = (name: string = STORAGE_KEYS.outboxDatabase): Promise<boolean> =>
  mayHold('work', name);

/**
 * Whether refused messages may wait for the visitor to act on them. A
 * refusal the worker kept (it has no localStorage) is untold, so covered by
 * the work its item was marked as when queued, until a page tells of it.
 */
export async function outboxHasRefused(name: string = STORAGE_KEYS.outboxDatabase): Promise<boolean> {
  return (await mayHold('refused', name)) || mayHold('work', name);
}

/**
 * Clears the marks of what the outbox no longer holds: work once nothing
 * waits to be delivered or told, refused once no refused message is kept.
 * Each mark is read before the count: a write committed after the count is
 * marked after it too, so its mark has changed and is kept.
 */
export async function clearMarksOfWhatIsGone(db: OutboxDb): Promise<void> {
  const seen = { work: readOutboxMark('work'), refused: readOutboxMark('refused') };
  const held = await db.transaction('r', db.items, db.refused, async () => ({
    items: await db.items.count(),
    untold: await db.refused.filter((item) => item.announcedAt === 0).count(),
    refused: await db.refused.count(),
  }));
  if (held.items === 0 && held.untold === 0) clearOutboxMark('work', seen.work);
  if (held.refused === 0) clearOutboxMark('refused', seen.refused);
}
