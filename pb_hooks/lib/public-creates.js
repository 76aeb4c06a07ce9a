/// <reference path="../types/pocketbase.d.ts" />

// What a visitor may create without signing in (enquiries, newsletter
// subscriptions, sign-ups, analytics events), and every request that makes
// the site send a mail (a password reset, a verification, an e-mail change,
// a one-time code), is accepted only as the site sends it: JSON, from the
// site's own origin. A plain HTML form on another
// site can post form-encoded or multipart data across origins without any
// CORS check, using its own visitors' browsers; JSON cannot be sent
// cross-origin without a preflight, which CORS refuses.

const { PUBLIC_COLLECTIONS, REQUEST_LIMITS } = require(`${__hooks}/lib/definitions.js`);
/**
 * The largest public create accepted, refused before it is read in full or cleaned:
 * a 5,000-character message is some 20 KB at most. A batch may be as large
 * as PocketBase's own batch limit (src/definitions/request-limits.ts).
 */
const MAX_CREATE_BYTES = 64 * 1024;
const RECORDS_PATH = /^\/api\/collections\/([^/]+)\/records\/?$/i;
const BATCH_PATH = /^\/api\/batch\/?$/i;
const MAIL_PATH = /^\/api\/collections\/[^/]+\/request-(password-reset|verification|email-change|otp)\/?$/i;

/**
 * @param {CoreApp} app
 * @param {string} nameOrId
 */
function isPublicCollection(app, nameOrId) {
  try {
    return PUBLIC_COLLECTIONS.indexOf(app.findCachedCollectionByNameOrId(nameOrId).name) !== -1;
  } catch (_) {
    return false;
  }
}

// The batch API can carry any of those creates, so it follows the same rule.
/** @param {core.RequestEvent} e */
function isGuardedPost(e) {
  if (e.request.method !== 'POST') return false;
  const path = e.request.url.path;
  if (BATCH_PATH.test(path) || MAIL_PATH.test(path)) return true;
  const match = RECORDS_PATH.exec(path);
  return match !== null && isPublicCollection(e.app, match[1]);
}

/** @param {http.Request} request */
function mediaType(request) {
  return (request.header.get('Content-Type') || '').split(';')[0].trim().toLowerCase();
}

// Origin when the browser sent one; otherwise Sec-Fetch-Site, which every
// current browser sends and no page can forge. Clients that send neither
// (curl, a server) are not a visitor's browser being borrowed.
/** @param {http.Request} request */
function isFromTheSite(request) {
  const origins = require(`${__hooks}/lib/site-origins.js`);
  const origin = request.header.get('Origin');
  if (origin) return origins.isAllowedOrigin(origin);
  const site = request.header.get('Sec-Fetch-Site');
  return !site || site === 'same-origin' || site === 'none';
}

/** @param {core.RequestEvent} e */
function checkPublicCreate(e) {
  if (!isGuardedPost(e) || e.hasSuperuserAuth()) return;
  const limit = BATCH_PATH.test(e.request.url.path) ? REQUEST_LIMITS.batch.maxBodySize : MAX_CREATE_BYTES;
  const { readJsonBody, TOO_LARGE } = require(`${__hooks}/lib/request-body.js`);
  if (e.request.contentLength > limit) throw new ApiError(413, TOO_LARGE);
  if (mediaType(e.request) !== 'application/json') {
    throw new ApiError(415, 'Only JSON is accepted here: please use the form on the site.');
  }
  if (!isFromTheSite(e.request)) {
    throw new ForbiddenError('Only the site itself may send this: please use the form on the site.');
  }
  // However it is sent (a chunked body has no Content-Length), no more than
  // the limit is read, and a body that is no JSON object (null, a list, a
  // string, a number, or no JSON at all) is refused before any hook of ours
  // reads its fields.
  const body = readJsonBody(e, limit);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('Send one JSON object, as the site does: this body is not one.');
  }
}

module.exports = { checkPublicCreate, isFromTheSite };
