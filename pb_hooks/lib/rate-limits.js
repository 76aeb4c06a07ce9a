/// <reference path="../../pb_data/types.d.ts" />

// PocketBase does not say which rule refused a request nor when its window
// ends; after the longest window every budget has started afresh.
function longestWindow(app) {
  const durations = app.settings().rateLimits.rules.map((rule) => rule.duration);
  return Math.max.apply(null, [1].concat(durations));
}

// A hook's own errors carry their status; PocketBase's come wrapped.
function statusOf(err) {
  if (!err) return 0;
  return err.status || (err.value && err.value.status) || 0;
}

// Where our own checks leave how long the client must wait: record hook
// events share the request's store but cannot reach its response headers.
const RETRY_AFTER_KEY = 'retryAfterSeconds';

/**
 * Refuses the request with a 429 that tells the client to come back in
 * `seconds` (lib/sliding-window.js, lib/sign-in-throttle.js).
 */
function tooManyRequests(e, seconds, message) {
  e.set(RETRY_AFTER_KEY, Math.max(1, Math.ceil(seconds)));
  throw new TooManyRequestsError(message);
}

/**
 * Tells a rate-limited client when to try again: when our own check said,
 * otherwise when every budget will have started afresh.
 */
function addRetryAfter(e, err) {
  if (statusOf(err) !== 429) return;
  const known = Number(e.get(RETRY_AFTER_KEY));
  const seconds = known > 0 ? known : longestWindow(e.app);
  e.response.header().set('Retry-After', String(seconds));
}

module.exports = { addRetryAfter, longestWindow, tooManyRequests };
