/// <reference path="../types/pocketbase.d.ts" />

// The batch API's limits and the rate limits, from their one definition
// (src/definitions/request-limits.ts), which the browser's outbox reads too (src/lib/pocketbase/collections.ts)
// to size its batches and to wait out a 429's window. Budgets are per client
// IP; batch items count one by one against the create budgets, so analytics
// has its own, larger allowance.

/**
 * Puts the file's limits into `settings` (the caller saves them).
 *
 * @param {core.Settings} settings
 */
function applyRequestLimits(settings) {
  const limits = require(`${__hooks}/lib/definitions.js`).REQUEST_LIMITS;
  settings.batch.enabled = true;
  settings.batch.maxRequests = limits.batch.maxRequests;
  settings.batch.timeout = limits.batch.timeout;
  settings.batch.maxBodySize = limits.batch.maxBodySize;
  settings.rateLimits.enabled = true;
  settings.rateLimits.rules = /** @type {core.RateLimitRule[]} */ (
    /** @type {unknown} */ (limits.rateLimits)
  );
}

module.exports = { applyRequestLimits };
