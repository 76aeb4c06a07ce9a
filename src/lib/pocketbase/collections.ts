/**
 * The collections the browser writes to, each once: its name, where its
 * records are created, how many of its records travel in one batch and the
 * window of its create rate limit. The numbers are set on the server by
 * pb_migrations/1795300000_configure_settings.js; an integration test
 * (tests/integration/collections.test.ts) keeps the two in step.
 */
export interface Collection {
  name: string;
  /** Where PocketBase's REST API creates a record. */
  recordsPath: string;
  /** Records sent together through the batch API (1: each on its own). */
  batchSize: number;
  /** The window of the collection's create rate limit: a 429 clears after this long. */
  rateLimitWindowMs: number;
}

/** PocketBase's batch limit (settings.batch.maxRequests). */
export const BATCH_MAX_REQUESTS = 50;

const collection = (name: string, batchSize: number, rateLimitWindowSeconds: number): Collection => ({
  name,
  recordsPath: `/api/collections/${name}/records`,
  batchSize,
  rateLimitWindowMs: rateLimitWindowSeconds * 1000,
});

export const COLLECTIONS = {
  enquiries: collection('enquiries', 1, 60),
  newsletterSubscriptions: collection('newsletter_subscriptions', 1, 60),
  analytics: collection('user_analytics', BATCH_MAX_REQUESTS, 10),
} as const satisfies Record<string, Collection>;

/** The window of the catch-all create limit ('*:create'), for a collection not listed above. */
export const DEFAULT_CREATE_WINDOW_MS = 10_000;

/** The window of the batch API's own limit ('/api/batch'). */
export const BATCH_WINDOW_MS = 10_000;

/** The rate-limit window that a create sent to `path` waits out after a 429. */
export function rateLimitWindowFor(path: string): number {
  const known = Object.values(COLLECTIONS).find((entry) => entry.recordsPath === path);
  return known?.rateLimitWindowMs ?? DEFAULT_CREATE_WINDOW_MS;
}
