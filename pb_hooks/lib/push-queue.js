/// <reference path="../types/pocketbase.d.ts" />

// The push queue: every alert for the admin's devices is saved in push_queue
// in the enquiry's own transaction, then sent by the cron job in
// pb_hooks/push.pb.js, so a push service that is slow or down delays no
// save and loses no alert: it is tried again with backoff until it is taken
// or too old to show. A push service that no longer knows a subscription
// (404, 410) has its device removed, with what waited for it.

const COLLECTION = 'push_queue';
const BATCH = 50;
const STALE = 'Too old to show: its push service did not take it in time.';

/** @typedef {ReturnType<typeof import('./push-config.js').pushConfig>} PushConfig */

/**
 * A database time, as PocketBase writes dates.
 *
 * @param {number} ms
 */
function dbTime(ms) {
  return new Date(ms).toISOString().replace('T', ' ');
}

/**
 * @param {core.Record} record
 * @param {string} field
 */
function timeOf(record, field) {
  return record.getDateTime(field).time().unixMilli();
}

/**
 * Queues the alert for a new enquiry to every admin's device with alerts
 * on. Run inside the enquiry's save (pb_hooks/enquiries.pb.js), so the two
 * are stored together or not at all.
 *
 * @param {CoreApp} app
 * @param {core.Record} enquiry
 */
function queueEnquiryPush(app, enquiry) {
  const devices = app.findRecordsByFilter('push_subscriptions', "user.role = 'admin'", '', 0, 0);
  if (devices.length === 0) return;
  const { enquiryAlert } = require(`${__hooks}/lib/definitions.js`);
  const { ttlSeconds } = require(`${__hooks}/lib/push-config.js`).pushConfig();
  const alert = enquiryAlert({
    id: enquiry.id,
    name: enquiry.getString('name'),
    topic: enquiry.getString('topic'),
    service: enquiry.getString('service'),
  });
  const collection = app.findCollectionByNameOrId(COLLECTION);
  const now = Date.now();
  for (const device of devices) {
    if (!device) continue;
    const record = new Record(collection);
    record.set('subscription', device.id);
    record.set('status', 'queued');
    record.set('attempts', 0);
    record.set('next_attempt_at', dbTime(now));
    record.set('expires_at', dbTime(now + ttlSeconds * 1000));
    record.set('message', alert);
    app.save(record);
  }
}

/**
 * Takes a due push for this sender, or null when another sender has it.
 *
 * @param {CoreApp} app
 * @param {string} id
 * @param {PushConfig} config
 */
function claim(app, id, config) {
  /** @type {core.Record | null} */
  let claimed = null;
  app.runInTransaction((txApp) => {
    /** @type {core.Record} */
    let record;
    try {
      record = txApp.findRecordById(COLLECTION, id);
    } catch (_) {
      return; // Its device was removed meanwhile, and the push with it.
    }
    const status = record.getString('status');
    if ((status !== 'queued' && status !== 'sending') || timeOf(record, 'next_attempt_at') > Date.now())
      return;
    record.set('status', 'sending');
    record.set('next_attempt_at', dbTime(Date.now() + config.leaseSeconds * 1000));
    txApp.save(record);
    claimed = record;
  });
  return claimed;
}

/**
 * Gives a push up: its status and why stay for the dashboard, its message goes.
 *
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {string} reason
 */
function giveUp(app, record, reason) {
  record.set('status', 'failed');
  record.set('last_error', reason.slice(0, 2000));
  record.set('message', null);
  app.save(record);
  app.logger().warn('Push given up; see push_queue', 'id', record.id, 'reason', reason);
}

/**
 * Tries again after the backoff (doubling from the base, capped), or after
 * the push service's own Retry-After when it asks for longer.
 *
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {string} reason
 * @param {number} retryAfterSeconds
 * @param {PushConfig} config
 */
function retryLater(app, record, reason, retryAfterSeconds, config) {
  const attempts = record.getInt('attempts');
  const backoff = Math.min(
    config.retryMaxSeconds,
    config.retryBaseSeconds * Math.pow(2, Math.max(0, attempts - 1)),
  );
  record.set('status', 'queued');
  record.set('last_error', reason.slice(0, 2000));
  record.set('next_attempt_at', dbTime(Date.now() + Math.max(backoff, retryAfterSeconds) * 1000));
  app.save(record);
  app
    .logger()
    .warn('Push not taken yet; it will be retried', 'id', record.id, 'attempts', attempts, 'reason', reason);
}

/**
 * Seconds a push service asks to wait (Retry-After in seconds), 0 when it does not say.
 *
 * @param {{ [name: string]: string[] }} headers
 */
function retryAfterOf(headers) {
  for (const name of Object.keys(headers || {})) {
    if (name.toLowerCase() !== 'retry-after') continue;
    const value = parseInt(String((headers[name] || [])[0]), 10);
    return Number.isFinite(value) && value > 0 ? value : 0;
  }
  return 0;
}

/**
 * Sends one claimed push and records how it went.
 *
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {import('../../src/push/web-push').VapidKeys} vapid
 * @param {PushConfig} config
 */
function deliver(app, record, vapid, config) {
  const left = Math.floor((timeOf(record, 'expires_at') - Date.now()) / 1000);
  if (left <= 0) return giveUp(app, record, STALE);
  /** @type {core.Record} */
  let device;
  try {
    device = app.findRecordById('push_subscriptions', record.getString('subscription'));
  } catch (_) {
    return; // Removed with its device.
  }
  record.set('attempts', record.getInt('attempts') + 1);
  const { webPush } = require(`${__hooks}/lib/push-engine.js`);
  const { vapidSubject } = require(`${__hooks}/lib/vapid-keys.js`);
  const request = webPush().pushRequest(
    vapid,
    {
      endpoint: device.getString('endpoint'),
      p256dh: device.getString('p256dh'),
      auth: device.getString('auth'),
    },
    record.getString('message'),
    { ttlSeconds: left, urgency: 'high', subject: vapidSubject(app), nowSeconds: Date.now() / 1000 },
  );
  let response;
  try {
    response = $http.send({
      url: request.url,
      method: 'POST',
      headers: request.headers,
      // Bytes, not text: the engine hands a Uint8Array to Go as the bytes it holds; the declarations know only strings.
      body: /** @type {string} */ (/** @type {unknown} */ (request.body)),
      timeout: config.timeoutSeconds,
    });
  } catch (err) {
    return retryLater(app, record, String(err), 0, config);
  }
  const status = response.statusCode;
  if (status >= 200 && status < 300) {
    app.delete(record);
    return;
  }
  const said = `${status} ${toString(response.body).slice(0, 500)}`.trim();
  if (status === 404 || status === 410) {
    // The browser dropped the subscription (or the push service expired it): nothing will ever reach it.
    app.delete(device);
    app
      .logger()
      .info(
        'Push subscription gone; its device is removed',
        'device',
        device.getString('device'),
        'status',
        status,
      );
    return;
  }
  if (status === 429 || status >= 500) {
    return retryLater(app, record, said, retryAfterOf(response.headers), config);
  }
  // 400, 403 (a key the subscription was not made with), 413…: the same request would fail again.
  giveUp(app, record, said);
}

/**
 * Gives up pushes too old to show, sends every push that is due, oldest
 * first, and forgets pushes given up longer ago than sent mail is kept.
 *
 * @param {CoreApp} app
 */
function sendDuePushes(app) {
  const config = require(`${__hooks}/lib/push-config.js`).pushConfig();
  app
    .db()
    .newQuery(
      "UPDATE push_queue SET status = 'failed', message = NULL, last_error = {:reason} " +
        "WHERE status IN ('queued', 'sending') AND expires_at < {:now}",
    )
    .bind({ reason: STALE, now: dbTime(Date.now()) })
    .execute();
  const due = app.findRecordsByFilter(
    COLLECTION,
    "(status = 'queued' || status = 'sending') && next_attempt_at <= {:now}",
    'next_attempt_at',
    BATCH,
    0,
    { now: dbTime(Date.now()) },
  );
  // Without a key pair (a broken one configured) the pushes wait for one, until they are too old.
  const vapid = due.length > 0 ? require(`${__hooks}/lib/vapid-keys.js`).vapidKeys(app) : null;
  if (vapid) {
    for (const candidate of due) {
      const record = candidate && claim(app, candidate.id, config);
      if (record) deliver(app, record, vapid, config);
    }
  }
  const keepDays = require(`${__hooks}/lib/definitions.js`).RETENTION_DAYS.sentMail;
  app
    .db()
    .newQuery("DELETE FROM push_queue WHERE status = 'failed' AND created < {:cutoff}")
    .bind({ cutoff: dbTime(Date.now() - keepDays * 24 * 3600 * 1000) })
    .execute();
}

module.exports = { queueEnquiryPush, sendDuePushes };
