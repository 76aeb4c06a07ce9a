import { REQUEST_LIMITS as limits } from '@/definitions/request-limits';

/**
 * The collections the browser writes to, each once: its name, where its
 * records are created, how many of its records travel in one batch and the
 * window of its create rate limit. The numbers are the ones the server
 * applies at every start (src/definitions/request-limits.ts).
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
export const BATCH_MAX_REQUESTS = limits.batch.maxRequests;

/** The window, in ms, of the server's rate-limit rule labelled `label`. */
function windowOf(label: string): number {
  const rule = limits.rateLimits.find((candidate) => candidate.label === label);
  if (!rule) throw new Error(`No rate limit is labelled ${label}`);
  return rule.duration * 1000;
}

const collection = (name: string, batchSize: number): Collection => ({
  name,
  recordsPath: `/api/collections/${name}/records`,
  batchSize,
  rateLimitWindowMs: windowOf(`${name}:create`),
});

export const COLLECTIONS = {
  enquiries: collection('enquiries', 1),
  bookings: collection('bookings', 1),
  newsletterSubscriptions: collection('newsletter_subscriptions', 1),
  analytics: collection('user_analytics', BATCH_MAX_REQUESTS),
} as const satisfies Record<string, Collection>;

/** The window of the catch-all create limit ('*:create'), for a collection not listed above. */
export const DEFAULT_CREATE_WINDOW_MS = windowOf('*:create');

/** The window of the batch API's own limit ('/api/batch'). */
export const BATCH_WINDOW_MS = windowOf('/api/batch');

/** The rate-limit window that a create sent to `path` waits out after a 429. */
export function rateLimitWindowFor(path: string): number {
  const known = Object.values(COLLECTIONS).find((entry) => entry.recordsPath === path);
  return known?.rateLimitWindowMs ?? DEFAULT_CREATE_WINDOW_MS;
}
