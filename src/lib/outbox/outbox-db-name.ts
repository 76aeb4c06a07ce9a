/** The outbox's IndexedDB database, shared by the page and the service worker. */
export const OUTBOX_DB_NAME = 'clear-north-outbox';
