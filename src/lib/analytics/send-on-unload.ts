import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { jsonPost } from '@/lib/pocketbase/json-api';

/**
 * Posts events straight to PocketBase with `keepalive`, which outlives the
 * document, unlike the outbox's IndexedDB write started in the same
 * pagehide. The outbox still gets them: each event carries its record id, so
 * whichever copy arrives second is refused as a duplicate.
 */
export function sendOnUnload(events: ReadonlyArray<{ id: string }>): void {
  for (const event of events) {
    fetch(COLLECTIONS.analytics.recordsPath, jsonPost(event, { keepalive: true })).catch(() => {
      // Offline or refused: the outbox copy is delivered later.
    });
  }
}
