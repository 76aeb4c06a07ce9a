/// <reference path="../types/pocketbase.d.ts" />

// The admin's side of an enquiry: when it was read and when it was handled,
// where it is filed (archived, spam) and the admin's private note. Visitors
// send everything else; nobody may set these on create, and an admin may
// change these and nothing else. They are the enquiry's fields the contract
// keeps apart from what a visitor sends (src/definitions/records.ts), but
// for what became of a booked call, which only the booking's hooks set.

const { CALL_ENQUIRY_FIELDS, RECORD_FIELDS } = require(`${__hooks}/lib/definitions.js`);
const KEPT_FIELDS = Object.keys(RECORD_FIELDS.enquiries.kept);
/** @type {string[]} */
const CALL_FIELDS = CALL_ENQUIRY_FIELDS.slice();
const STATE_FIELDS = KEPT_FIELDS.filter((field) => CALL_FIELDS.indexOf(field) === -1);

// "read_at+" and other modifiers name the same field.
/** @param {string} key */
function fieldOf(key) {
  return key.replace(/[+-]$/, '').replace(/^[+-]/, '');
}

/**
 * @param {string[]} fields
 * @param {string} code
 * @param {string} message
 */
function refuse(fields, code, message) {
  /** @type {{ [field: string]: ValidationError }} */
  const data = {};
  fields.forEach((field) => {
    data[field] = new ValidationError(code, message);
  });
  return new BadRequestError('Failed to save record.', data);
}

/**
 * Refuses a visitor's enquiry that tries to arrive already read or handled.
 *
 * @param {{ [field: string]: unknown }} body
 */
function checkCreate(body) {
  const set = Object.keys(body)
    .map(fieldOf)
    .filter((field) => KEPT_FIELDS.indexOf(field) !== -1);
  if (set.length > 0) throw refuse(set, 'validation_not_allowed', 'Set by the admin only.');
}

/**
 * Refuses an update that touches anything but the admin's own fields.
 *
 * @param {{ [field: string]: unknown }} body
 */
function checkUpdate(body) {
  const others = Object.keys(body)
    .map(fieldOf)
    .filter((field) => STATE_FIELDS.indexOf(field) === -1);
  if (others.length > 0) throw refuse(others, 'validation_not_allowed', 'An enquiry cannot be changed.');
}

/** @param {core.Record | undefined} auth */
function isAdmin(auth) {
  return !!auth && auth.collection().name === 'users' && auth.getString('role') === 'admin';
}

/**
 * Marks every unread enquiry received up to `before` as read now, in one
 * transaction, and returns how many it marked. `before` is the newest
 * enquiry the admin has seen, so one arriving meanwhile stays unread.
 *
 * @param {CoreApp} app
 * @param {string} before
 */
function markAllRead(app, before) {
  const until = new DateTime(before);
  let marked = 0;
  app.runInTransaction((txApp) => {
    // Only records found: the declarations type Go's []*Record as if an entry could be missing.
    const unread = /** @type {core.Record[]} */ (
      txApp.findRecordsByFilter('enquiries', 'read_at = "" && created <= {:until}', '', 0, 0, {
        until: until.string(),
      })
    );
    const now = new DateTime();
    unread.forEach((record) => {
      record.set('read_at', now);
      txApp.save(record);
      marked++;
    });
  });
  return marked;
}

/** @param {unknown} value */
function parseTime(value) {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const time = new DateTime(value);
    return time.isZero() ? null : value;
  } catch (_) {
    return null;
  }
}

module.exports = { checkCreate, checkUpdate, isAdmin, markAllRead, parseTime };
