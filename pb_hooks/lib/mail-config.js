/// <reference path="../types/pocketbase.d.ts" />

// How the mail queue paces itself, from the environment (docs/operations.md,
// "E-mail and the newsletter"). Tests shorten every interval to seconds.

/**
 * @param {string} name
 * @param {number} fallback
 */
function seconds(name, fallback) {
  const value = parseInt($os.getenv(name), 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function mailQueueConfig() {
  return {
    /** How often the queue looks for mail that is due. */
    intervalSeconds: seconds('MAIL_QUEUE_INTERVAL_SECONDS', 60),
    /** The wait after the first failed attempt; it doubles with each failure. */
    retryBaseSeconds: seconds('MAIL_RETRY_BASE_SECONDS', 60),
    /** The longest wait between two attempts. */
    retryMaxSeconds: seconds('MAIL_RETRY_MAX_SECONDS', 3600),
    /** After this many failed attempts a mail is marked failed and left for the admin. */
    maxAttempts: seconds('MAIL_MAX_ATTEMPTS', 72),
    /** How long a sender owns a mail it took, should it die mid-send. */
    leaseSeconds: 300,
    /** Sent mail stays in the log this long, as /privacy says (src/definitions/retention.ts, which the page reads too). */
    keepSentDays: require(`${__hooks}/lib/definitions.js`).RETENTION_DAYS.sentMail,
  };
}

/**
 * One mail of a kind to an address in this time, however often a stranger
 * asks for it (a newsletter sign-up or an account sign-up with an address
 * already known).
 */
function ownerMailPauseSeconds() {
  return seconds('OWNER_MAIL_PAUSE_SECONDS', 300);
}

/**
 * The agency's inbox for enquiry notifications.
 *
 * @param {CoreApp} app
 */
function agencyAddress(app) {
  return $os.getenv('AGENCY_EMAIL') || $os.getenv('ADMIN_EMAIL') || app.settings().meta.senderAddress;
}

/**
 * The site's public address, without a trailing slash.
 *
 * @param {CoreApp} app
 */
function siteUrl(app) {
  return app.settings().meta.appURL.replace(/\/+$/, '');
}

module.exports = { mailQueueConfig, ownerMailPauseSeconds, agencyAddress, siteUrl };
