/// <reference path="../types/pocketbase.d.ts" />

// The time the rate limits, the sign-in delays and the owner-mail pause count
// in, read here alone so that a test can stop it and move it on instead of
// waiting for it: tests/support/test-clock.ts puts a clock.js of its own in a
// test server's copy of the hooks.

/** Milliseconds since the epoch. */
function now() {
  return Date.now();
}

module.exports = { now };
