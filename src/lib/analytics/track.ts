import { createRecord } from '@/lib/api/create-record';
import { newRecordId } from '@/lib/record-id';
import type { EventData } from './event-types';
import { analyticsSessionId } from './session';

const MAX_USER_AGENT = 512;
const MAX_URL = 2048;

/**
 * Records a first-party analytics event (spec §3, §4). Failures are only
 * logged: tracking never gets in a visitor's way.
 */
export function track(eventType: string, eventData: EventData = {}): void {
  if (typeof window === 'undefined') return;
  const event = {
    id: newRecordId(),
    session_id: analyticsSessionId(),
    page_url: window.location.href.slice(0, MAX_URL),
    event_type: eventType,
    event_data: eventData,
    user_agent: navigator.userAgent.slice(0, MAX_USER_AGENT),
    client_ts: new Date().toISOString(),
  };
  void createRecord('user_analytics', event).then((outcome) => {
    if (outcome.kind === 'invalid' || outcome.kind === 'retry')
      console.error('Analytics event not recorded', outcome);
  });
}
