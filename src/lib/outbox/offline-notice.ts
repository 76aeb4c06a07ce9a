import { proxy } from 'valtio';
import { onFlushed, type Flushed } from './change-signals';

/**
 * What the offline notice tells the visitor: whether the connection is up,
 * how many of their messages wait to be sent, and, once, that a message
 * they were told would go later ("Enquiry saved") has gone. The page's
 * delivery keeps the count (page-outbox.ts); the notice only reads it.
 */
export const offlineNotice = proxy({
  online: true,
  /** Enquiries and subscriptions still queued (analytics are not counted: they are not the visitor's messages). */
  pending: 0,
  /** When the next automatic attempt is due, if any. */
  nextAttemptAt: null as number | null,
  /** A try has failed and the next waits its turn (as opposed to a first try under way). */
  retrying: false,
});

export function setOnline(online: boolean): void {
  offlineNotice.online = online;
}

export function setPending(pending: number, nextAttemptAt: number | null): void {
  offlineNotice.pending = pending;
  offlineNotice.nextAttemptAt = nextAttemptAt;
  offlineNotice.retrying = nextAttemptAt !== null && nextAttemptAt > Date.now();
}

/** Keeps `online` in step with the browser's view of the connection, until the returned function is called. */
export function watchConnectivity(): () => void {
  const update = () => setOnline(navigator.onLine);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
}

/** Enquiries this tab said would be sent later, and has not yet said were sent. */
const expected = new Set<string>();
const sentLater = new Set<(count: number) => void>();
let stopHearing: (() => void) | undefined;

/**
 * Whichever flusher takes an expected message out of the outbox (this tab,
 * another or the worker) names it on the outbox's channel. A delivered one
 * is said once here; a refused one has its own toast, so is only forgotten.
 */
function hear({ delivered, refused }: Flushed): void {
  const sent = delivered.filter((id) => expected.delete(id)).length;
  refused.forEach((id) => expected.delete(id));
  if (expected.size === 0) {
    stopHearing?.();
    stopHearing = undefined;
  }
  if (sent > 0) sentLater.forEach((listener) => listener(sent));
}

/** Remembers a message the visitor was told is waiting, so its later delivery is said once. */
export function expectSentLater(id: string): void {
  expected.add(id);
  stopHearing ??= onFlushed(hear);
}

/** Calls `listener` with how many expected messages went out; returns a function that stops it. */
export function onSentLater(listener: (count: number) => void): () => void {
  sentLater.add(listener);
  return () => sentLater.delete(listener);
}
