/** Names shared by the page and the service worker, in one place. */
export const SW_MESSAGES = {
  /** Page → worker: the visitor chose to load the new version now. */
  skipWaiting: 'SKIP_WAITING',
} as const;

/** The Background Sync tag that asks the worker to flush the outbox. */
export const OUTBOX_SYNC_TAG = 'clear-north-outbox';
