import { enqueue, OutboxUnavailableError } from '@/lib/outbox/enqueue';
import { outboxDb } from '@/lib/outbox/outbox-db';
import { tellWrittenHere } from '@/lib/outbox/written-here';
import { requestFlushSoon } from '@/lib/outbox/page-outbox';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { createRecord } from '@/lib/pocketbase/create-record';
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
  try {
    await enqueue(db, {
      id: event.id,
      kind: 'analytics',
      path: COLLECTIONS.analytics.recordsPath,
      body: event,
    });
  } catch (error) {
    if (!(error instanceof OutboxUnavailableError)) throw error;
    await createRecord(COLLECTIONS.analytics, event);
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
