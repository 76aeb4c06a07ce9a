import type { SentRecord } from '@/lib/pocketbase/record-fields';
import { newRecordId } from '@/lib/record-id';
import { whenIdle } from '@/utils/when-idle';
import { isAnalyticsOptedOut, isCounted, subscribeToOptOut } from './consent';
import type { EventData } from './event-types';
import { pageUrlFor } from './page-url';
import { sendOnUnload } from './send-on-unload';
import { analyticsSessionId } from './session';

// The page_url field's longest, copied rather than read from the contract
// (pb_hooks/lib/record-fields.json) so that every page's first script carries
// none of it; track.test.ts holds the copy to the contract.
const MAX_URL = 2048;

/**
 * Records a first-party analytics event. Events travel in
 * batches, straight to the server while it answers and through the outbox
 * when it does not, so events made offline arrive later. Failures are only
 * logged: tracking never gets in a visitor's way.
 */
export function track(eventType: string, eventData: EventData = {}): void {
  if (typeof window === 'undefined' || !isCounted()) return;
  const event = {
    id: newRecordId(),
    session_id: analyticsSessionId(),
    // Never the whole address: account links carry their tokens in the query.
    page_url: pageUrlFor(window.location.href).slice(0, MAX_URL),
    event_type: eventType,
    event_data: eventData,
    // Delivery may be days late: keep when it happened.
    client_ts: new Date().toISOString(),
  } satisfies SentRecord<'user_analytics'>;
  waiting.push(event);
  if (waiting.length > 1) return;
  whenIdle(sendWaiting);
  if (!listening) {
    listening = true;
    // A page being left cannot wait for idle time, nor count on the outbox's write finishing;
    // and a send already on its way dies with the page (a link's click is sent while its next page
    // loads), so its events go again: their record ids make the copy that arrives second a duplicate.
    window.addEventListener('pagehide', () => {
      if ((waiting.length === 0 && sending.size === 0) || !isCounted()) return;
      const leaving = [...sending, ...waiting.splice(0)];
      sendOnUnload(leaving);
      queueInOutbox(leaving);
    });
    // An objection (here or in another tab) also covers events not yet in the outbox.
    subscribeToOptOut(() => {
      if (isAnalyticsOptedOut()) waiting.length = 0;
    });
  }
}

type RecordedEvent = Record<string, unknown> & { id: string };

/** Events wait in memory until the browser is idle, then travel together. */
const waiting: RecordedEvent[] = [];
/** Events on their way, until their send has ended: delivered or in the outbox. */
const sending = new Set<RecordedEvent>();
let listening = false;

function sendWaiting(): void {
  const events = waiting.splice(0);
  events.forEach((event) => sending.add(event));
  import('./send-events')
    .then(({ sendEvents }) => sendEvents(events))
    .catch((error: unknown) => console.error('Analytics events not recorded', error))
    .finally(() => events.forEach((event) => sending.delete(event)));
}

/** A document being left cannot wait for an answer: the outbox keeps a copy in case the post fails. */
function queueInOutbox(events: RecordedEvent[]): void {
  import('./queue-event')
    .then(async ({ queueEvent }) => {
      for (const event of events) await queueEvent(event);
    })
    .catch((error: unknown) => console.error('Analytics events not recorded', error));
}
