/// <reference path="../types/pocketbase.d.ts" />

// The admin's devices with alerts on: saved from the browser's
// PushSubscription, listed by name and date, removed from the device itself
// or from another one.

const COLLECTION = 'push_subscriptions';

/**
 * "Chrome on Android": the browser's and the system's families, never
 * their versions, which is all the admin needs to tell devices apart.
 *
 * @param {string} userAgent
 */
function deviceName(userAgent) {
  const { browserOf, osOf } = require(`${__hooks}/lib/user-agent-families.js`);
  const browser = browserOf(userAgent);
  const system = osOf(userAgent);
  const named = browser === 'Other' ? 'A browser' : browser;
  return system === 'Other' ? named : `${named} on ${system}`;
}

/**
 * What the admin sees of a device.
 *
 * @param {core.Record} record
 */
function deviceOf(record) {
  return {
    id: record.id,
    device: record.getString('device'),
    endpoint: record.getString('endpoint'),
    created: record.getString('created'),
  };
}

/**
 * Saves `body`, a browser's PushSubscription as JSON, for `user` on the
 * device `userAgent` names; a subscription already saved (the same
 * endpoint) is brought up to date. Throws a 400 saying what is wrong with
 * anything else.
 *
 * @param {CoreApp} app
 * @param {core.Record} user
 * @param {unknown} body
 * @param {string} userAgent
 */
function saveSubscription(app, user, body, userAgent) {
  const { readPushSubscription } = require(`${__hooks}/lib/web-push.js`);
  const { allowLoopback } = require(`${__hooks}/lib/push-config.js`).pushConfig();
  const reading = readPushSubscription(body, allowLoopback);
  if ('problem' in reading) throw new BadRequestError(reading.problem);
  const { endpoint, p256dh, auth } = reading.subscription;
  /** @type {core.Record} */
  let record;
  try {
    record = app.findFirstRecordByData(COLLECTION, 'endpoint', endpoint);
  } catch (_) {
    record = new Record(app.findCollectionByNameOrId(COLLECTION));
    record.set('endpoint', endpoint);
  }
  record.set('user', user.id);
  record.set('p256dh', p256dh);
  record.set('auth', auth);
  record.set('device', deviceName(userAgent).slice(0, 80));
  app.save(record);
  return deviceOf(record);
}

/**
 * Every device with alerts on, newest first.
 *
 * @param {CoreApp} app
 */
function listDevices(app) {
  return app
    .findRecordsByFilter(COLLECTION, '', '-created', 0, 0)
    .map((record) => deviceOf(/** @type {core.Record} */ (record)));
}

/**
 * Removes the device `body` names, by its `endpoint` (the device itself,
 * switching alerts off) or its `id` (from the list, on another device).
 * Throws a 400 when it names neither and a 404 when there is no such device.
 *
 * @param {CoreApp} app
 * @param {unknown} body
 */
function removeDevice(app, body) {
  const given = /** @type {{ [key: string]: unknown }} */ (
    typeof body === 'object' && body !== null ? body : {}
  );
  const { endpoint, id } = given;
  if ((typeof endpoint !== 'string' || !endpoint) && (typeof id !== 'string' || !id)) {
    throw new BadRequestError('Name the device to remove by its endpoint or its id.');
  }
  /** @type {core.Record} */
  let record;
  try {
    record =
      typeof endpoint === 'string' && endpoint
        ? app.findFirstRecordByData(COLLECTION, 'endpoint', endpoint)
        : app.findRecordById(COLLECTION, String(id));
  } catch (_) {
    throw new NotFoundError('No device has alerts on at that address: it may have been removed already.');
  }
  app.delete(record);
}

module.exports = { deviceName, saveSubscription, listDevices, removeDevice };
