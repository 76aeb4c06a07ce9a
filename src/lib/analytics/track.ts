import { createRecord } from '@/lib/api/create-record';
import { enqueue, OutboxUnavailableError } from '@/lib/outbox/enqueue';
import { outboxDb } from '@/lib/outbox/outbox-db';
import { requestFlushSoon } from '@/lib/outbox/page-outbox';
import { newRecordId } from '@/lib/record-id';
import { isAnalyticsOptedOut } from './consent';
import type { EventData } from './event-types';
import { analyticsSessionId } from './session';

const COLLECTION_PATH = '/api/collections/user_analytics/records';
const MAX_USER_AGENT = 512;
const MAX_URL = 2048;

/**
 * Records a first-party analytics event (spec §3, §4) through the outbox,
 * so events made offline arrive later, in batches. Failures are only
 * logged (spec §8): tracking never gets in a visitor's way.
 */
export function track(eventType: string, eventData: EventData = {}): void {
  if (typeof window === 'undefined' || isAnalyticsOptedOut()) return;
  const id = newRecordId();
  const event = {
    id,
    session_id: analyticsSessionId(),
    page_url: window.location.href.slice(0, MAX_URL),
    event_type: eventType,
    event_data: eventData,
    user_agent: navigator.userAgent.slice(0, MAX_USER_AGENT),
    // Delivery may be days late: keep when it happened.
    client_ts: new Date().toISOString(),
  };
  enqueue(outboxDb(), { id, kind: 'analytics', path: COLLECTION_PATH, body: event })
    .then(requestFlushSoon)
    .catch(async (error: unknown) => {
      if (!(error instanceof OutboxUnavailableError)) throw error;
      await createRecord('user_analytics', event);
    })
    .catch((error: unknown) => console.error('Analytics event not recorded', error));
}
