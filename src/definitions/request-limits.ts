/**
 * The batch API's limits and the rate limits, per client address, that the
 * server applies at every start (pb_hooks/lib/request-limits.js); the
 * outbox sizes its batches and waits out a 429 by the same numbers. Batch
 * items count one by one against the create budgets, so analytics has its
 * own, larger allowance.
 */
export const REQUEST_LIMITS = {
  // A batch of 20 enquiries takes the server 0.6-1.1 s on an idle 2-core host
  // and over 3 s (PocketBase's default) with a second job on its cores. A batch
  // cut off is rolled back and sent again item by item: nothing is lost, but
  // the server does the work twice when it is busiest.
  batch: { maxRequests: 50, timeout: 10, maxBodySize: 524288 },
  rateLimits: [
    { label: '*:auth', audience: '', duration: 10, maxRequests: 10 },
    { label: 'users:create', audience: '@guest', duration: 60, maxRequests: 10 },
    { label: 'users:requestEmailChange', audience: '@auth', duration: 3600, maxRequests: 5 },
    { label: 'enquiries:create', audience: '', duration: 60, maxRequests: 20 },
    { label: 'bookings:create', audience: '', duration: 60, maxRequests: 10 },
    { label: 'newsletter_subscriptions:create', audience: '', duration: 60, maxRequests: 20 },
    { label: 'user_analytics:create', audience: '', duration: 10, maxRequests: 600 },
    { label: '*:create', audience: '', duration: 10, maxRequests: 30 },
    { label: '/api/batch', audience: '', duration: 10, maxRequests: 30 },
    { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
  ],
} as const;
