import { deliverBatch, networkFetcher, type Fetcher } from '@/lib/outbox/deliver';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { isCounted } from './consent';
import type { AnalyticsEvent } from './queue-event';

/**
 * Sends events straight to PocketBase while the line is up, so a visit that
 * delivers them costs no IndexedDB and none of the outbox's code. Only what
 * could not be delivered (offline, server down, rate-limited) goes into the
 * outbox, which loads for it. Each event keeps its record id, so a copy that
 * arrived unanswered and is sent again later counts as delivered.
 */
export async function sendEvents(events: AnalyticsEvent[], fetcher: Fetcher = networkFetcher): Promise<void> {
  if (!isCounted()) return;
  const undelivered = navigator.onLine ? await sendInBatches(events, fetcher) : events;
  if (undelivered.length === 0) return;
  const { queueEvent } = await import('./queue-event');
  for (const event of undelivered) await queueEvent(event);
}

/** The events that are worth sending again; a refused one (invalid) never will be. */
async function sendInBatches(events: AnalyticsEvent[], fetcher: Fetcher): Promise<AnalyticsEvent[]> {
  const { batchSize, recordsPath } = COLLECTIONS.analytics;
  const undelivered: AnalyticsEvent[] = [];
  for (let start = 0; start < events.length; start += batchSize) {
    const batch = events.slice(start, start + batchSize);
    const { outcomes } = await deliverBatch(
      batch.map((event) => ({ id: event.id, path: recordsPath, body: event })),
      fetcher,
    );
    undelivered.push(...batch.filter((event) => outcomes.get(event.id)?.kind === 'retry'));
  }
  return undelivered;
}
