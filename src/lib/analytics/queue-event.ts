import { tellWrittenHere } from '@/lib/outbox/change-signals';
import { deliverSingle, networkFetcher } from '@/lib/outbox/deliver';
import { enqueue, OutboxUnavailableError, type NewItem } from '@/lib/outbox/enqueue';
import { outboxDb } from '@/lib/outbox/outbox-db';
import { requestFlushSoon } from '@/lib/outbox/page-outbox';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { isAnalyticsOptedOut, isCounted } from './consent';

export interface AnalyticsEvent extends Record<string, unknown> {
  id: string;
}

/**
 * Puts an event in the outbox (loaded on demand, with Dexie, off the first
 * paint), unless the visitor has objected since it was recorded, or the
 * admin has signed in.
 */
export async function queueEvent(event: AnalyticsEvent): Promise<void> {
  if (!isCounted()) return;
  const db = outboxDb();
  const item: NewItem = {
    id: event.id,
    kind: 'analytics',
    path: COLLECTIONS.analytics.recordsPath,
    body: event,
  };
  try {
    await enqueue(db, item);
  } catch (error) {
    if (!(error instanceof OutboxUnavailableError)) throw error;
    // No outbox here: one try straight to the server, as the event would have had.
    await deliverSingle(item, networkFetcher);
    return;
  }
  // The objection may have come, and emptied the outbox, while this event was being stored.
  if (isAnalyticsOptedOut()) {
    await db.items.delete(event.id);
    return;
  }
  tellWrittenHere();
  requestFlushSoon();
}
