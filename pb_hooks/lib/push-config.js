/// <reference path="../types/pocketbase.d.ts" />

// How the push queue paces itself, from the environment (docs/operations.md,
// "Alerts on the admin's devices"). Tests shorten the waits to seconds and
// allow a push service of their own on 127.0.0.1.

/**
 * @param {string} name
 * @param {number} fallback
 */
function seconds(name, fallback) {
  const value = parseInt($os.getenv(name), 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function pushConfig() {
  return {
    /** The wait after the first failed attempt; it doubles with each failure. */
    retryBaseSeconds: seconds('PUSH_RETRY_BASE_SECONDS', 60),
    /** The longest wait between two attempts. */
    retryMaxSeconds: seconds('PUSH_RETRY_MAX_SECONDS', 1800),
    /** How long an alert is worth showing: the queue and the push service keep it no longer. */
    ttlSeconds: seconds('PUSH_TTL_SECONDS', 24 * 3600),
    /** How long a push service may take to answer before the attempt counts as failed. */
    timeoutSeconds: seconds('PUSH_TIMEOUT_SECONDS', 10),
    /** How long a sender owns a push it took, should it die mid-send; longer than any one attempt. */
    leaseSeconds: 120,
    /** Tests only: a push service on http://127.0.0.1:<port> (lib/web-push.js, endpointProblem). */
    allowLoopback: $os.getenv('PUSH_ALLOW_LOOPBACK') === 'true',
  };
}

module.exports = { pushConfig };
