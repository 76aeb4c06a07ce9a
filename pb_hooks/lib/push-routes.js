/// <reference path="../types/pocketbase.d.ts" />

// The admin's routes for alerts on devices (pb_hooks/push.pb.js): the key a
// browser subscribes with, and the devices, listed, saved and removed. A
// member or a visitor is refused and learns nothing of them.

/** @param {core.RequestEvent} e */
function requireAdmin(e) {
  if (!require(`${__hooks}/lib/enquiry-state.js`).isAdmin(e.auth)) {
    throw new ForbiddenError('Only an admin can manage alerts.');
  }
}

/**
 * The request's JSON object, or a 400 saying what to send: PocketBase
 * cannot read a body that is not an object (a list, a number, broken JSON)
 * and says only that something went wrong.
 *
 * @param {core.RequestEvent} e
 * @param {string} expected
 */
function jsonObjectOf(e, expected) {
  try {
    return e.requestInfo().body;
  } catch (_) {
    throw new BadRequestError(`This body is not a JSON object: send ${expected}.`);
  }
}

/**
 * GET /api/push/key: PushManager.subscribe's applicationServerKey.
 *
 * @param {core.RequestEvent} e
 */
function answerKey(e) {
  requireAdmin(e);
  const keys = require(`${__hooks}/lib/vapid-keys.js`).vapidKeys(e.app);
  if (!keys) throw new ApiError(503, 'Alerts are off: the server has no usable VAPID key pair.');
  return e.json(200, { publicKey: keys.publicKey });
}

/**
 * GET /api/push/subscriptions: every device with alerts on.
 *
 * @param {core.RequestEvent} e
 */
function answerDevices(e) {
  requireAdmin(e);
  return e.json(200, { items: require(`${__hooks}/lib/push-subscriptions.js`).listDevices(e.app) });
}

/**
 * POST /api/push/subscriptions: the browser's PushSubscription, as JSON.
 *
 * @param {core.RequestEvent} e
 */
function saveDevice(e) {
  requireAdmin(e);
  const body = jsonObjectOf(e, "the browser's PushSubscription");
  const { saveSubscription } = require(`${__hooks}/lib/push-subscriptions.js`);
  // Checked by requireAdmin: an admin's record.
  const admin = /** @type {core.Record} */ (e.auth);
  const userAgent = e.request.header.get('User-Agent');
  return e.json(201, saveSubscription(e.app, admin, body, userAgent));
}

/**
 * DELETE /api/push/subscriptions: { endpoint } from the device itself, { id } from the list.
 *
 * @param {core.RequestEvent} e
 */
function removeDevice(e) {
  requireAdmin(e);
  const body = jsonObjectOf(e, '{ endpoint } or { id }');
  require(`${__hooks}/lib/push-subscriptions.js`).removeDevice(e.app, body);
  return e.noContent(204);
}

module.exports = { answerKey, answerDevices, saveDevice, removeDevice };
