import { whileAwaited } from './awaited-items';
import { deliverSingle } from './deliver';
import { enqueue, OutboxFullError, type NewItem } from './enqueue';
import { flushOutbox, type FlushReport } from './flush';
import { outboxDb, type OutboxDb } from './outbox-db';
import { tellWrittenHere } from './written-here';
import { afterFlush, pageFetcher, requestBackgroundSync, requestPersistentStorage } from './page-outbox';
import { takeRefused } from './refused';

/**
 * delivered: the server has it. rejected: the server refused it (fields
 * name why); it is not kept. queued: it is safe in the outbox and will be
 * sent automatically. failed: it could not be sent nor kept.
 */
export type SendOutcome =
  | { status: 'delivered' }
  | { status: 'rejected'; fields: Record<string, string> }
  | { status: 'queued' }
  | { status: 'failed'; reason: 'offline' | 'storage-full' };

async function sendDirectly(item: NewItem, reason: 'offline' | 'storage-full'): Promise<SendOutcome> {
  const outcome = await deliverSingle(item, pageFetcher);
  if (outcome.kind === 'created' || outcome.kind === 'duplicate') return { status: 'delivered' };
  if (outcome.kind === 'invalid') return { status: 'rejected', fields: outcome.fields };
  return { status: 'failed', reason };
}

/**
 * What became of the item after a flush (or a flush that failed part way):
 * still queued, refused (by this flush or another flusher), or delivered,
 * the only other way an item leaves the queue.
 */
async function outcomeOf(db: OutboxDb, id: string, report: FlushReport | undefined): Promise<SendOutcome> {
  if (report?.awaitedRefusal) return { status: 'rejected', fields: report.awaitedRefusal };
  if (await db.items.get(id)) return { status: 'queued' };
  const refused = await takeRefused(db, id);
  if (refused) return { status: 'rejected', fields: refused.fields };
  return { status: 'delivered' };
}

/**
 * Write first, deliver second: the item is made durable in the outbox, then
 * sent at once. Where IndexedDB cannot be used it is sent directly, with the
 * same outcomes except that it cannot wait in the queue. Never throws: the
 * form waiting for it must always hear back.
 */
export async function sendNow(item: NewItem): Promise<SendOutcome> {
  const db = outboxDb();
  let stored = false;
  // Marked as awaited before it is stored, so no flusher can refuse it unwatched.
  return whileAwaited(item.id, async (): Promise<SendOutcome> => {
    try {
      await enqueue(db, item);
      stored = true;
    } catch (error) {
      return sendDirectly(item, error instanceof OutboxFullError ? 'storage-full' : 'offline');
    }
    tellWrittenHere();
    void requestPersistentStorage();
    void requestBackgroundSync();

    let report: FlushReport | undefined;
    try {
      report = await flushOutbox({
        db,
        fetcher: pageFetcher,
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
      return { status: 'failed', reason: 'offline' };
    }
  }).finally(() => {
    if (stored) void afterFlush();
  });
}
