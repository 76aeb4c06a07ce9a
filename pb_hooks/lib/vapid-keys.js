/// <reference path="../types/pocketbase.d.ts" />

// The server's VAPID key pair (RFC 8292), which signs every push and which
// each browser subscribed with: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY,
// or generated at the first start and kept in the data folder, readable by
// the server's user alone. Changing it orphans every subscription made with
// the old key: push services refuse its pushes, and each device must switch
// alerts on again.

const KEY_FILE = 'vapid-keys.json';
// Go's os.FileMode, which the JSVM takes as a number: PocketBase's declarations describe the Go type.
const OWNER_ONLY = /** @type {os.FileMode} */ (/** @type {unknown} */ (0o600));

/** @typedef {import('../../src/push/web-push').VapidKeys} VapidKeys */

/** @param {CoreApp} app */
function keyPath(app) {
  return $filepath.join(app.dataDir(), KEY_FILE);
}

/** @returns {VapidKeys | null} */
function keysFromEnvironment() {
  const publicKey = $os.getenv('VAPID_PUBLIC_KEY');
  const privateKey = $os.getenv('VAPID_PRIVATE_KEY');
  return publicKey || privateKey ? { publicKey, privateKey } : null;
}

/**
 * @param {CoreApp} app
 * @returns {VapidKeys | null}
 */
function keysFromFile(app) {
  try {
    const kept = JSON.parse(toString($os.readFile(keyPath(app))));
    return { publicKey: String(kept.publicKey || ''), privateKey: String(kept.privateKey || '') };
  } catch (_) {
    return null;
  }
}

/**
 * Makes sure a usable key pair exists before any push needs one (run at
 * bootstrap, one at a time): a pair set in the environment is checked, and
 * without one a pair is generated once and kept. A broken pair is logged
 * and leaves alerts off, never the site down.
 *
 * @param {CoreApp} app
 */
function ensureVapidKeys(app) {
  const { webPush } = require(`${__hooks}/lib/push-engine.js`);
  const configured = keysFromEnvironment();
  if (configured) {
    if (!webPush().isVapidPair(configured)) {
      app
        .logger()
        .error(
          'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one P-256 key pair (base64url): alerts to devices are off',
        );
    }
    return;
  }
  const kept = keysFromFile(app);
  if (kept && webPush().isVapidPair(kept)) return;
  $os.writeFile(keyPath(app), JSON.stringify(webPush().newVapidKeys()), OWNER_ONLY);
}

/**
 * The key pair pushes are signed with, or null when the configured one is not a pair.
 *
 * @param {CoreApp} app
 * @returns {VapidKeys | null}
 */
function vapidKeys(app) {
  const keys = keysFromEnvironment() || keysFromFile(app);
  return keys && require(`${__hooks}/lib/push-engine.js`).webPush().isVapidPair(keys) ? keys : null;
}

/**
 * Whom a push service may contact about this server's pushes (RFC 8292 §2.1):
 * VAPID_SUBJECT, or the site's sender address.
 *
 * @param {CoreApp} app
 */
function vapidSubject(app) {
  return $os.getenv('VAPID_SUBJECT') || `mailto:${app.settings().meta.senderAddress}`;
}

module.exports = { ensureVapidKeys, vapidKeys, vapidSubject };
