import { whileAwaited } from './awaited-items';
import { deliverSingle, networkFetcher } from './deliver';
import { enqueue, OutboxFullError, type NewItem } from './enqueue';
import { flushOutbox, type FlushReport } from './flush';
import { outboxDb, type OutboxDb } from './outbox-db';
import { NO_ANSWER, type Outcome } from './outcome';
import { afterFlush, requestBackgroundSync, requestPersistentStorage } from './page-outbox';
import { takeRefused } from './refused';
import { tellWrittenHere } from './written-here';

/** Where the outbox cannot keep the item, one try straight to the server; a retry has nowhere to wait. */
async function sendDirectly(item: NewItem, reason: 'storage-full' | 'no-outbox'): Promise<Outcome> {
  const outcome = await deliverSingle(item, networkFetcher);
  return outcome.kind === 'retry' ? { kind: 'unkept', reason } : outcome;
}

/**
 * What became of the item after a flush (or a flush that failed part way):
 * still queued, refused (by this flush or another flusher), or delivered,
 * the only other way an item leaves the queue.
 */
async function outcomeOf(db: OutboxDb, id: string, report: FlushReport | undefined): Promise<Outcome> {
  if (report?.awaitedRefusal) return report.awaitedRefusal;
  if (await db.items.get(id)) return NO_ANSWER;
  const refused = await takeRefused(db, id);
  if (refused) return { kind: 'refused', message: refused.message, fields: refused.fields };
  return { kind: 'delivered' };
}

/**
 * Write first, deliver second: the item is made durable in the outbox, then
 * sent at once. Where IndexedDB cannot be used it is sent directly, with the
 * same outcomes except that it cannot wait in the queue. Never throws: the
 * form waiting for it must always hear back.
 */
export async function sendNow(item: NewItem): Promise<Outcome> {
  const db = outboxDb();
  let stored = false;
  // Marked as awaited before it is stored, so no flusher can refuse it unwatched.
  return whileAwaited(item.id, async (): Promise<Outcome> => {
    try {
      await enqueue(db, item);
      stored = true;
    } catch (error) {
      return sendDirectly(item, error instanceof OutboxFullError ? 'storage-full' : 'no-outbox');
    }
    tellWrittenHere();
    void requestPersistentStorage();
    void requestBackgroundSync();

    let report: FlushReport | undefined;
    try {
      report = await flushOutbox({
        db,
        fetcher: networkFetcher,
        locks: navigator.locks,
        wait: true,
        awaitedId: item.id,
      });
    } catch (error) {
      // The item is stored: the page's and the worker's triggers will deliver it.
      console.error('Could not flush the outbox', error);
    }
    try {
      return await outcomeOf(db, item.id, report);
    } catch (error) {
      console.error('Could not read the outbox', error);
      return { kind: 'unkept', reason: 'no-outbox' };
    }
  }).finally(() => {
    if (stored) void afterFlush();
  });
}
