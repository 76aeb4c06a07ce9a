/// <reference path="../types/pocketbase.d.ts" />

// What happens to a booked call, whichever way it arrives (the API, the
// batch API, the form posted without JavaScript): a new booking is held to
// the free slots and the cap per address before it is written, then its
// slot is held by the database's partial unique index (bookings.slot where
// status = 'booked'), so of two bookings of one start exactly one is
// stored; a cancelled call frees its start.

/**
 * @param {string} field
 * @param {string} code
 * @param {string} message
 */
function refusal(field, code, message) {
  return new BadRequestError('Failed to create record.', { [field]: new ValidationError(code, message) });
}

/**
 * The booking stored with `id`, or null: a booking sent again, which
 * PocketBase answers as a duplicate, and the outbox counts as delivered.
 *
 * @param {CoreApp} app
 * @param {string} id
 */
function storedBooking(app, id) {
  if (!id) return null;
  try {
    return app.findRecordById('bookings', id);
  } catch (_) {
    return null;
  }
}

/**
 * Prepares a new booking for its insert: its time must be a free slot now,
 * its address may hold no more than the cap of calls to come; its status
 * and end are the server's.
 *
 * @param {CoreApp} app
 * @param {core.Record} booking
 */
function admitBooking(app, booking) {
  // PocketBase's own answer to a duplicate id, which the outbox counts as
  // delivered: the slot's index would otherwise answer first, as taken.
  if (storedBooking(app, booking.id)) throw refusal('id', 'validation_not_unique', 'Value must be unique.');
  const { BOOKING_LIMITS, BOOKING_MESSAGES, slotInstant, slotValue } = require(
    `${__hooks}/lib/definitions.js`,
  );
  const start = slotInstant(booking.getString('slot'));
  const slots = require(`${__hooks}/lib/booking-slots.js`);
  const slot = start === null ? null : slots.freeSlotAt(app, start);
  if (!slot) {
    if (start !== null && slots.isOfferedSlot(app, start)) throw slotTaken();
    throw refusal('slot', 'validation_slot_unavailable', BOOKING_MESSAGES.unavailable);
  }
  const now = require(`${__hooks}/lib/clock.js`).now();
  const held = app.findRecordsByFilter(
    'bookings',
    "email = {:email} && status = 'booked' && slot >= {:now}",
    '',
    BOOKING_LIMITS.perEmail,
    0,
    { email: booking.getString('email'), now: new Date(now).toISOString() },
  );
  if (held.length >= BOOKING_LIMITS.perEmail) {
    throw refusal('email', 'validation_too_many_calls', BOOKING_MESSAGES.tooMany);
  }
  booking.set('slot', slotValue(slot.start));
  booking.set('slot_end', slotValue(slot.end));
  booking.set('status', 'booked');
  booking.set('cancelled_at', '');
  booking.set('cancel_note', '');
  booking.set('reminded_at', '');
}

/**
 * Whether a failed insert lost its slot to another booking: the unique
 * index refused it.
 *
 * @param {unknown} thrown
 */
function lostTheSlot(thrown) {
  const sole = require(`${__hooks}/lib/field-errors.js`).soleFieldError(thrown);
  if (sole && sole.field === 'slot' && sole.code === 'validation_not_unique') return true;
  return /UNIQUE constraint failed: bookings\.slot/.test(String(thrown));
}

/** The refusal of a booking whose slot was taken a moment before. */
function slotTaken() {
  const { BOOKING_MESSAGES } = require(`${__hooks}/lib/definitions.js`);
  return refusal('slot', 'validation_slot_taken', BOOKING_MESSAGES.taken);
}

/**
 * Cancels a booked call and queues both mails, in one transaction; false
 * when it was no longer booked.
 *
 * @param {CoreApp} app
 * @param {string} id
 * @param {'visitor' | 'agency'} by
 * @param {string} note
 */
function cancelCall(app, id, by, note) {
  let cancelled = false;
  app.runInTransaction((txApp) => {
    /** @type {core.Record} */
    let booking;
    try {
      booking = txApp.findRecordById('bookings', id);
    } catch (_) {
      return;
    }
    if (booking.getString('status') !== 'booked') return;
    booking.set('status', 'cancelled');
    booking.set(
      'cancelled_at',
      new Date(require(`${__hooks}/lib/clock.js`).now()).toISOString().replace('T', ' '),
    );
    booking.set('cancel_note', note);
    txApp.save(booking);
    require(`${__hooks}/lib/booking-mail.js`).queueCancelledMails(txApp, booking, by, note);
    require(`${__hooks}/lib/booking-inbox.js`).noteCallChanged(
      txApp,
      booking,
      by === 'visitor' ? 'cancelled_by_visitor' : 'cancelled_by_agency',
      note,
    );
    cancelled = true;
  });
  return cancelled;
}

/**
 * The booked call a signed link names, when it is still booked and to come; else null.
 *
 * @param {CoreApp} app
 * @param {unknown} token
 * @param {'cancel' | 'move'} action
 */
function callOfLink(app, token, action) {
  const link = require(`${__hooks}/lib/booking-links.js`).readLinkToken(app, token, action);
  if (!link) return { call: null, problem: 'invalid' };
  try {
    const call = app.findRecordById('bookings', link.id);
    const start = Date.parse(call.getString('slot'));
    if (call.getString('status') === 'booked' && start > require(`${__hooks}/lib/clock.js`).now()) {
      return { call, problem: '' };
    }
  } catch (_) {
    return { call: null, problem: 'invalid' };
  }
  return { call: null, problem: 'used' };
}

/**
 * Sends the reminders due: each call still booked that starts within a
 * day, booked more than a day before it, and not yet reminded.
 *
 * @param {CoreApp} app
 */
function sendDueReminders(app) {
  const now = require(`${__hooks}/lib/clock.js`).now();
  const day = 24 * 3600 * 1000;
  const due = app.findRecordsByFilter(
    'bookings',
    "status = 'booked' && reminded_at = '' && slot > {:now} && slot <= {:within}",
    'slot',
    100,
    0,
    { now: new Date(now).toISOString(), within: new Date(now + day).toISOString() },
  );
  due.forEach((found) => {
    if (!found) return;
    const bookedAt = found.getDateTime('created').time().unixMilli();
    app.runInTransaction((txApp) => {
      const booking = txApp.findRecordById('bookings', found.id);
      if (booking.getString('status') !== 'booked' || booking.getString('reminded_at')) return;
      booking.set('reminded_at', new Date(now).toISOString().replace('T', ' '));
      txApp.save(booking);
      if (Date.parse(booking.getString('slot')) - bookedAt > day) {
        require(`${__hooks}/lib/booking-mail.js`).queueReminder(txApp, booking);
      }
    });
  });
}

/**
 * Cancels the call a move link names, inside the transaction that books
 * its new time, and returns it; refuses the booking when the link is not
 * good. No cancellation is mailed: the new booking's invitation moves the
 * same calendar event (continueCall).
 *
 * @param {CoreApp} txApp
 * @param {unknown} token
 */
function moveFrom(txApp, token) {
  const { BOOKING_MESSAGES } = require(`${__hooks}/lib/definitions.js`);
  const { call, problem } = callOfLink(txApp, token, 'move');
  if (!call) {
    throw refusal(
      'move',
      'validation_link_' + problem,
      problem === 'used' ? BOOKING_MESSAGES.linkUsed : BOOKING_MESSAGES.linkInvalid,
    );
  }
  call.set('status', 'cancelled');
  call.set(
    'cancelled_at',
    new Date(require(`${__hooks}/lib/clock.js`).now()).toISOString().replace('T', ' '),
  );
  call.set('cancel_note', 'Moved to a new time.');
  txApp.save(call);
  require(`${__hooks}/lib/booking-inbox.js`).noteCallChanged(txApp, call, 'moved', '');
  return call;
}

/**
 * Makes `booking` the same calendar event as the call it replaces: the
 * first booking's id for the UID, and a SEQUENCE one higher, so calendars
 * move the event. Without a call it replaces, it is an event of its own:
 * what a request sent for these fields is dropped.
 *
 * @param {core.Record} booking
 * @param {core.Record | null} moved
 */
function continueCall(booking, moved) {
  booking.set('calendar_uid', moved ? moved.getString('calendar_uid') || moved.id : '');
  booking.set('calendar_sequence', moved ? moved.getInt('calendar_sequence') + 1 : 0);
}

/** The codes of a booking refused for its time. */
const SLOT_CODES = ['validation_slot_taken', 'validation_slot_unavailable'];

/**
 * `thrown` when it refused a booking for its time, else null.
 *
 * @param {unknown} thrown
 */
function refusedSlot(thrown) {
  const sole = require(`${__hooks}/lib/field-errors.js`).soleFieldError(thrown);
  return sole && sole.field === 'slot' && SLOT_CODES.indexOf(sole.code) !== -1 ? thrown : null;
}

/**
 * Mails the visitor whose booking lost its time the nearest free ones, at
 * most once in the owner-mail pause: a stranger cannot make the site mail
 * an address over and over.
 *
 * @param {CoreApp} app
 * @param {core.Record} booking
 */
function tellSlotTaken(app, booking) {
  const { slotInstant } = require(`${__hooks}/lib/definitions.js`);
  const email = booking.getString('email');
  const start = slotInstant(booking.getString('slot'));
  if (!email || start === null) return;
  if (require(`${__hooks}/lib/mail-queue.js`).mailedRecently(app, email, 'booking_slot_taken')) return;
  const nearest = require(`${__hooks}/lib/booking-slots.js`).nearestFreeSlots(app, start);
  require(`${__hooks}/lib/booking-mail.js`).queueSlotTakenMail(
    app,
    { name: booking.getString('name'), email, slot: start },
    nearest,
  );
}

module.exports = {
  admitBooking,
  callOfLink,
  cancelCall,
  continueCall,
  lostTheSlot,
  moveFrom,
  refusedSlot,
  sendDueReminders,
  slotTaken,
  tellSlotTaken,
};
