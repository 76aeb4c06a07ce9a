/// <reference path="../types/pocketbase.d.ts" />

// The links in a booked call's mail that cancel or move it: the booking's
// id and what the link does, signed with HMAC-SHA256 under a secret kept in
// the data folder (made at the first start, readable by the server's user
// alone, as the VAPID keys are), so nobody can write a link for a call that
// is not theirs. A link works once: it acts only on a call still booked,
// and cancelling or moving ends that.

const SECRET_FILE = 'booking-links.key';
// Go's os.FileMode, which the JSVM takes as a number: PocketBase's declarations describe the Go type.
const OWNER_ONLY = /** @type {os.FileMode} */ (/** @type {unknown} */ (0o600));
const ACTIONS = ['cancel', 'move'];
const TOKEN = /^([a-z0-9]{15})\.(cancel|move)\.([0-9a-f]{64})$/;

/** @param {CoreApp} app */
function secretPath(app) {
  return $filepath.join(app.dataDir(), SECRET_FILE);
}

/** @param {CoreApp} app */
function readSecret(app) {
  try {
    return toString($os.readFile(secretPath(app))).trim();
  } catch (_) {
    return '';
  }
}

/**
 * Makes the secret at the first start (run at bootstrap, one at a time).
 *
 * @param {CoreApp} app
 */
function ensureLinkSecret(app) {
  if (readSecret(app).length >= 32) return;
  $os.writeFile(secretPath(app), $security.randomString(64), OWNER_ONLY);
}

/**
 * @param {CoreApp} app
 * @param {string} id
 * @param {string} action
 */
function signature(app, id, action) {
  const secret = readSecret(app);
  if (secret.length < 32) throw new Error('The booking links have no secret yet.');
  return $security.hs256(`${id}.${action}`, secret);
}

/**
 * The token of a link that does `action` ('cancel' or 'move') to booking `id`.
 *
 * @param {CoreApp} app
 * @param {string} id
 * @param {string} action
 */
function linkToken(app, id, action) {
  if (ACTIONS.indexOf(action) === -1) throw new Error(`No such booking link: ${action}`);
  return `${id}.${action}.${signature(app, id, action)}`;
}

/**
 * What a link's token asks, when it is well formed and signed by this
 * server and asks `action`; else null.
 *
 * @param {CoreApp} app
 * @param {unknown} token
 * @param {string} action
 */
function readLinkToken(app, token, action) {
  const match = TOKEN.exec(typeof token === 'string' ? token : '');
  if (!match || match[2] !== action) return null;
  return $security.equal(match[3], signature(app, match[1], action)) ? { id: match[1] } : null;
}

/**
 * The links a booked call's mail holds.
 *
 * @param {CoreApp} app
 * @param {string} id
 */
function callLinks(app, id) {
  const { siteUrl } = require(`${__hooks}/lib/mail-config.js`);
  const { FORM_ROUTES } = require(`${__hooks}/lib/definitions.js`);
  const base = siteUrl(app);
  return {
    cancel: `${base}${FORM_ROUTES.bookingCancel.formPage}?t=${linkToken(app, id, 'cancel')}`,
    move: `${base}${FORM_ROUTES.booking.formPage}?move=${linkToken(app, id, 'move')}`,
  };
}

module.exports = { callLinks, ensureLinkSecret, linkToken, readLinkToken };
