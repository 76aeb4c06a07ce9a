import { authToken } from '@/lib/session/session-store';
import { tellWrittenHere } from './change-signals';
import { deliverSingle, networkFetcher } from './deliver';
import { enqueue, OutboxFullError, type NewItem } from './enqueue';
import { flushOutbox } from './flush';
import { whileAwaited } from './locks';
import { outboxDb } from './outbox-db';
import { NO_ANSWER, type Outcome } from './outcome';
import { afterFlush, requestBackgroundSync, requestPersistentStorage } from './page-outbox';

/** Where the outbox cannot keep the item, one try straight to the server; a retry has nowhere to wait. */
async function sendDirectly(item: NewItem, reason: 'storage-full' | 'no-outbox'): Promise<Outcome> {
  const outcome = await deliverSingle(item, networkFetcher);
  return outcome.kind === 'retry' ? { kind: 'unkept', reason } : outcome;
}

/**
 * Write first, deliver second: the item is made durable in the outbox, then
 * sent at once by this page's flush, which tells it the item's outcome as
 * soon as it is settled. Where IndexedDB cannot be used it is sent directly,
 * with the same outcomes, except that a retry has nowhere to wait. Never
 * throws: the form waiting for it must always hear back.
 */
export async function sendNow(item: NewItem): Promise<Outcome> {
  const db = outboxDb();
  let stored = false;
  // Awaited before it is stored, so every other flusher leaves it to this one.
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

    // Untold (an outage before its turn, another flusher busy too long, a
    // flush that failed), the item is still queued: a retry, for the page's
    // and the worker's triggers to deliver.
    let outcome: Outcome = NO_ANSWER;
    try {
      await flushOutbox({
        db,
        fetcher: networkFetcher,
        locks: navigator.locks,
        wait: true,
        adminToken: authToken,
        awaited: { id: item.id, tell: (settled) => (outcome = settled) },
      });
    } catch (error) {
      console.error('Could not flush the outbox', error);
    }
    return outcome;
  }).finally(() => {
    if (stored) void afterFlush();
  });
}
