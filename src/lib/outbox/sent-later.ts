import type { OutboxDb } from './outbox-db';

/**
 * Enquiries this tab told the visitor would be sent later ("Enquiry saved"),
 * and has not yet said were sent: the offline notice says so once they go.
 */
const expected = new Set<string>();
const listeners = new Set<(count: number) => void>();

/** Remembers a message the visitor was told is waiting, so its later delivery is said once. */
export function expectSentLater(id: string): void {
  expected.add(id);
}

/** Calls `listener` with how many expected messages went out; returns a function that stops it. */
export function onSentLater(listener: (count: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * After a flush (by this tab, another or the worker): an expected message no
 * longer in the outbox and not kept as refused was delivered. Refusals have
 * their own message, so they are only forgotten here.
 */
export async function announceSentLater(db: OutboxDb): Promise<void> {
  if (expected.size === 0) return;
  const ids = [...expected];
  const [queued, refused] = await Promise.all([db.items.bulkGet(ids), db.refused.bulkGet(ids)]);
  let delivered = 0;
  ids.forEach((id, index) => {
    // Two flushes can end together: only the one that still expects the message tells of it.
    if (queued[index] || !expected.delete(id)) return;
    if (!refused[index]) delivered += 1;
  });
  if (delivered > 0) listeners.forEach((listener) => listener(delivered));
}
