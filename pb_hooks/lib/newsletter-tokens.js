/// <reference path="../types/pocketbase.d.ts" />

// Signed links for the newsletter: "<record id>.<expiry>.<HMAC-SHA256>" over
// the purpose, id and expiry, so a token for one subscription (or one
// purpose) cannot be altered into another. The key comes from
// NEWSLETTER_SECRET, or is generated once and kept in the data folder.

const SECRET_FILE = 'newsletter-secret';
const TOKEN = /^([a-z0-9]{15})\.(\d{1,12})\.([0-9a-f]{64})$/;
// Go's os.FileMode, which the JSVM takes as a number: PocketBase's declarations describe the Go type.
const OWNER_ONLY = /** @type {os.FileMode} */ (/** @type {unknown} */ (0o600));

/** @typedef {keyof typeof LIFETIME_SECONDS} Purpose */

/** Confirmation links last a week; unsubscribe links never expire (RFC 8058 links stay valid). */
const LIFETIME_SECONDS = { confirm: 7 * 24 * 3600, unsubscribe: 0 };

/** @param {CoreApp} app */
function secretPath(app) {
  return $filepath.join(app.dataDir(), SECRET_FILE);
}

/**
 * Makes sure a key exists before any handler needs it (run at bootstrap, one at a time).
 *
 * @param {CoreApp} app
 */
function ensureSecret(app) {
  if ($os.getenv('NEWSLETTER_SECRET')) return;
  try {
    if (toString($os.readFile(secretPath(app))).trim()) return;
  } catch (_) {
    // No key yet: make one below.
  }
  $os.writeFile(secretPath(app), $security.randomString(64), OWNER_ONLY);
}

/** @param {CoreApp} app */
function secret(app) {
  return $os.getenv('NEWSLETTER_SECRET') || toString($os.readFile(secretPath(app))).trim();
}

/**
 * @param {CoreApp} app
 * @param {Purpose} purpose
 * @param {string} id
 * @param {number | string} expires
 */
function signature(app, purpose, id, expires) {
  return $security.hs256(`${purpose}:${id}:${expires}`, secret(app));
}

/**
 * A token for `purpose` ("confirm" or "unsubscribe") of subscription `id`.
 *
 * @param {CoreApp} app
 * @param {Purpose} purpose
 * @param {string} id
 */
function createToken(app, purpose, id) {
  const lifetime = LIFETIME_SECONDS[purpose];
  const expires = lifetime ? Math.floor(Date.now() / 1000) + lifetime : 0;
  return `${id}.${expires}.${signature(app, purpose, id, expires)}`;
}

/**
 * { id } for a genuine, unexpired token; { error: "invalid" | "expired" } otherwise.
 *
 * @param {CoreApp} app
 * @param {Purpose} purpose
 * @param {unknown} token
 * @returns {{ id: string, error?: undefined } | { id?: undefined, error: 'invalid' | 'expired' }}
 */
function readToken(app, purpose, token) {
  const match = TOKEN.exec(String(token || ''));
  if (!match) return { error: 'invalid' };
  const [, id, expires, sent] = match;
  if (!$security.equal(sent, signature(app, purpose, id, expires))) return { error: 'invalid' };
  const expiry = parseInt(expires, 10);
  if (expiry !== 0 && expiry * 1000 < Date.now()) return { error: 'expired' };
  return { id };
}

module.exports = { ensureSecret, createToken, readToken };
