import { createRecord } from '@/lib/api/create-record';
import { enqueue, OutboxUnavailableError } from '@/lib/outbox/enqueue';
import { outboxDb } from '@/lib/outbox/outbox-db';
import { requestFlushSoon } from '@/lib/outbox/page-outbox';

export interface AnalyticsEvent extends Record<string, unknown> {
  id: string;
}

/** Puts an event in the outbox (loaded on demand, with Dexie, off the first paint). */
export async function queueEvent(event: AnalyticsEvent): Promise<void> {
  try {
    await enqueue(outboxDb(), {
      id: event.id,
      kind: 'analytics',
      path: '/api/collections/user_analytics/records',
      body: event,
    });
    requestFlushSoon();
  } catch (error) {
    if (!(error instanceof OutboxUnavailableError)) throw error;
    await createRecord('user_analytics', event);
  }
}
