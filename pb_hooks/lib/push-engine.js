/// <reference path="../types/pocketbase.d.ts" />

// Web Push (src/push/web-push.ts, bundled as lib/web-push.js) with the
// engine's secure random source. Made once per JavaScript runtime of
// PocketBase's pool: the curve's first use builds tables worth keeping.

/** @type {import('../../src/push/web-push').WebPush | null} */
let instance = null;

function webPush() {
  if (!instance) {
    const { createWebPush } = require(`${__hooks}/lib/web-push.js`);
    instance = createWebPush(require(`${__hooks}/lib/secure-random.js`).randomBytes);
  }
  return instance;
}

module.exports = { webPush };
