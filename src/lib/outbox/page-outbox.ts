import { OUTBOX_SYNC_TAG } from '@/lib/pwa/messages';
import { authToken } from '@/lib/session/session-store';
import { onFlushed } from './change-signals';
import { networkFetcher } from './deliver';
import { flushOutbox } from './flush';
import { awaitedItems } from './locks';
import { setPending } from './offline-notice';
import { outboxDb, type RefusedItem } from './outbox-db';
import { takeUnannounced } from './refused';
import { clearMarksOfWhatIsGone, setOutboxMark } from './work-marks';

/** Retry timers never fire sooner than this, whatever the backoff says. */
const MIN_TIMER_MS = 1_000;
/** Analytics wait this long to travel together in one batch. */
const ANALYTICS_DEBOUNCE_MS = 3_000;

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let debounceTimer: ReturnType<typeof setTimeout> | undefined;
let persistenceAsked = false;
let onRefused: ((items: RefusedItem[]) => void) | undefined;

/**
 * Recounts what waits, and sets the retry timer for the earliest item: every
 * path that leaves an item queued (a send that met an outage, a flush by
 * another tab, a flush that failed part way) ends here.
 */
export async function refreshOutboxStatus(): Promise<void> {
  const db = outboxDb();
  const pending = await db.items.where('kind').noneOf(['analytics', 'admin-change']).count();
  const next = await db.items.orderBy('nextAttemptAt').first();
  const nextAttemptAt = next ? next.nextAttemptAt : null;
  setPending(pending, nextAttemptAt);
  scheduleRetry(nextAttemptAt);
  // Whatever waits, analytics included, is also the worker's to deliver once the tab is gone.
  if (nextAttemptAt !== null) void requestBackgroundSync();
}

/**
 * Tells the visitor, once, about messages the server refused after they were
 * queued: only in a tab they are looking at (a hidden tab leaves them to the
 * next visible one, or to itself when shown), and never about a message its
 * form is still waiting for. Told, they are no longer work, but are still
 * kept: the mark says so from then on.
 */
async function announceRefused(): Promise<void> {
  if (!onRefused || document.visibilityState !== 'visible') return;
  const refused = await takeUnannounced(outboxDb(), Date.now(), await awaitedItems());
  if (refused.length === 0) return;
  setOutboxMark('refused');
  onRefused(refused);
}

/**
 * After any flush: the offline notice's count, what the server refused, and
 * then the marks of what the outbox no longer holds, so that later pages
 * load it only for something to do.
 */
export async function afterFlush(): Promise<void> {
  await Promise.all([refreshOutboxStatus(), announceRefused()])
    .then(() => clearMarksOfWhatIsGone(outboxDb()))
    .catch((error: unknown) => console.error('Could not read the outbox', error));
}

function scheduleRetry(nextAttemptAt: number | null): void {
  clearTimeout(retryTimer);
  if (nextAttemptAt === null) return;
  retryTimer = setTimeout(() => void flushFromPage(), Math.max(MIN_TIMER_MS, nextAttemptAt - Date.now()));
}

/**
 * Delivers what is due; if another tab or the worker is flushing, leaves it
 * to them, unless `wait` asks to run after them (a flusher already running
 * would not send items still waiting out their backoff).
 */
export async function flushFromPage(
  options: { ignoreBackoff?: boolean; wait?: boolean } = {},
): Promise<void> {
  try {
    await flushOutbox({
      db: outboxDb(),
      fetcher: networkFetcher,
      locks: navigator.locks,
      adminToken: authToken,
      ...options,
    });
  } catch (error) {
    console.error('Could not flush the outbox', error);
  }
  await afterFlush();
}

/** Asks for a flush soon, so several analytics events share one request. */
export function requestFlushSoon(): void {
  clearTimeout(debounceTimer);
  debounceTimer = setTimeout(() => void flushFromPage(), ANALYTICS_DEBOUNCE_MS);
}

/** Where the browser has Background Sync (Chromium), the worker delivers even after the tab is closed. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (
      registration as
        (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported or not permitted: the page flushes on its own triggers.
  }
}

/** Asks once that the browser never evicts the outbox under storage pressure. */
export async function requestPersistentStorage(): Promise<void> {
  if (persistenceAsked) return;
  persistenceAsked = true;
  await navigator.storage?.persist?.().catch(() => false);
}

/**
 * The page's triggers: at start, on reconnecting, on becoming visible, and on
 * the retry timer. When another tab or the worker flushes, the count is redone
 * and what it refused is told here too. `refused` hears of messages the server
 * refused after the visitor was told they would be sent. Started by a
 * reconnection (`reconnected`), the first flush is that reconnection's.
 */
export function startOutboxDelivery(
  refused?: (items: RefusedItem[]) => void,
  { reconnected = false }: { reconnected?: boolean } = {},
): () => void {
  onRefused = refused;
  const onOnline = () => void flushFromPage({ ignoreBackoff: true, wait: true });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void flushFromPage();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  // Another tab or the worker flushed: recount, and tell of anything it
  // refused now rather than at this page's next flush.
  const stopListening = onFlushed(() => void afterFlush());
  if (reconnected) onOnline();
  else void flushFromPage();
  return () => {
    stopListening();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    clearTimeout(retryTimer);
    clearTimeout(debounceTimer);
    onRefused = undefined;
  };
}
