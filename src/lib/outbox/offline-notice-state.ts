import { proxy } from 'valtio';

/**
 * What the offline notice tells the visitor: whether the connection is up,
 * and how many of their messages wait to be sent. The page's delivery keeps
 * the count (page-outbox.ts); the notice only reads it.
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
