/** Names shared by the page and the service worker, in one place. */

/** The service worker's script, registered for the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

export const SW_MESSAGES = {
  /** Page → worker: the visitor chose to load the new version now. */
  skipWaiting: 'SKIP_WAITING',
  /** Page → worker: fetch what the first install left for later; the answer, on the port given, once done. */
  fillPrecache: 'FILL_PRECACHE',
} as const;

/** The Background Sync tag that asks the worker to flush the outbox. */
export const OUTBOX_SYNC_TAG = 'clear-north-outbox';

/** The BroadcastChannel on which whoever finished a flush (a tab or the worker) tells the tabs to recount. */
export const OUTBOX_CHANGED_CHANNEL = 'clear-north-outbox-changed';
