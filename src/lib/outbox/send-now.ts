import { deliverSingle } from './deliver';
import { enqueue, OutboxFullError, type NewItem } from './enqueue';
import { flushOutbox } from './flush';
import { outboxDb } from './outbox-db';
import {
  pageFetcher,
  refreshOutboxStatus,
  requestBackgroundSync,
  requestPersistentStorage,
} from './page-outbox';

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
  const outcome = await deliverSingle(
    { ...item, queuedAt: 0, attempts: 0, nextAttemptAt: 0, leaseUntil: 0 },
    pageFetcher,
  );
  if (outcome.kind === 'created' || outcome.kind === 'duplicate') return { status: 'delivered' };
  if (outcome.kind === 'invalid') return { status: 'rejected', fields: outcome.fields };
  return { status: 'failed', reason };
}

/**
 * Write first, deliver second: the item is made durable in the outbox, then
 * sent at once. Where IndexedDB cannot be used it is sent directly, with the
 * same outcomes except that it cannot wait in the queue.
 */
export async function sendNow(item: NewItem): Promise<SendOutcome> {
  const db = outboxDb();
  try {
    await enqueue(db, item);
  } catch (error) {
    return sendDirectly(item, error instanceof OutboxFullError ? 'storage-full' : 'offline');
  }
  void requestPersistentStorage();
  void requestBackgroundSync();

  await flushOutbox({ db, fetcher: pageFetcher, locks: navigator.locks, wait: true });
  const [left, rejection] = await Promise.all([db.items.get(item.id), db.rejections.get(item.id)]);
  void refreshOutboxStatus();
  if (left) return { status: 'queued' };
  if (rejection) {
    await db.rejections.delete(item.id);
    return { status: 'rejected', fields: rejection.fields };
  }
  return { status: 'delivered' };
}
