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

/** Tells a rate-limited client when every budget will have started afresh. */
function addRetryAfter(e, err) {
  if (statusOf(err) === 429) e.response.header().set('Retry-After', String(longestWindow(e.app)));
}

module.exports = { addRetryAfter, longestWindow };
