/// <reference path="../types/pocketbase.d.ts" />

// The free slots right now: the admin's availability (the one
// booking_availability record, read by src/definitions/booking-availability.ts)
// less the starts of calls still booked, at the hooks' clock (lib/clock.js),
// so a test can set the day instead of waiting for it.

const AVAILABILITY = 'booking_availability';

/** @param {CoreApp} app */
function availabilityRecord(app) {
  const found = app.findRecordsByFilter(AVAILABILITY, '1 = 1', 'created', 1, 0);
  return found.length > 0 ? found[0] || null : null;
}

/**
 * The availability record's fields, as the definitions read them.
 *
 * @param {core.Record} record
 */
function readStored(record) {
  const { readAvailability } = require(`${__hooks}/lib/definitions.js`);
  /** @param {string} field @param {string} empty */
  const json = (field, empty) => {
    try {
      return JSON.parse(record.getString(field) || empty);
    } catch (_) {
      return null;
    }
  };
  return readAvailability({
    weekly_hours: json('weekly_hours', '{}'),
    days_off: json('days_off', '[]'),
    extra_times: json('extra_times', '[]'),
    call_minutes: record.getInt('call_minutes'),
    notice_hours: record.getInt('notice_hours'),
    horizon_days: record.getInt('horizon_days'),
  });
}

/**
 * The admin's availability as the definitions read it; the site's default
 * when there is no record.
 *
 * @param {CoreApp} app
 */
function currentAvailability(app) {
  const record = availabilityRecord(app);
  return record
    ? readStored(record).availability
    : require(`${__hooks}/lib/definitions.js`).DEFAULT_AVAILABILITY;
}

/**
 * Refuses an availability the definitions cannot read whole, with a 400
 * naming each field and what is wrong with it.
 *
 * @param {core.Record} record
 */
function checkAvailability(record) {
  const { problems } = readStored(record);
  const fields = Object.keys(problems);
  if (fields.length === 0) return;
  /** @type {{ [field: string]: ValidationError }} */
  const data = {};
  fields.forEach((field) => {
    data[field] = new ValidationError('validation_invalid_availability', problems[field] || '');
  });
  throw new BadRequestError('Failed to update record.', data);
}

/**
 * The starts, in milliseconds, of calls booked from `since` on.
 *
 * @param {CoreApp} app
 * @param {number} since
 */
function bookedStarts(app, since) {
  // DynamicModel's declaration names no fields: the rows are read as the query's columns.
  const rows = /** @type {Array<{ slot: string }>} */ (
    /** @type {unknown} */ (arrayOf(new DynamicModel({ slot: '' })))
  );
  app
    .db()
    .newQuery("SELECT slot FROM bookings WHERE status = 'booked' AND slot >= {:since}")
    .bind({ since: new Date(since).toISOString() })
    .all(rows);
  return new Set(rows.map((row) => Date.parse(row.slot)));
}

/**
 * The slots a visitor may book now, earliest first.
 *
 * @param {CoreApp} app
 */
function freeSlotsNow(app) {
  const now = require(`${__hooks}/lib/clock.js`).now();
  const { freeSlots } = require(`${__hooks}/lib/definitions.js`);
  return freeSlots(currentAvailability(app), now, bookedStarts(app, now));
}

/**
 * The free slot starting at `instant`, or null when none does.
 *
 * @param {CoreApp} app
 * @param {number} instant
 */
function freeSlotAt(app, instant) {
  return freeSlotsNow(app).find((slot) => slot.start === instant) || null;
}

/**
 * Whether a slot starting at `instant` is one the availability offers now,
 * free or booked: a refusal then says it was taken, not that it never was.
 *
 * @param {CoreApp} app
 * @param {number} instant
 */
function isOfferedSlot(app, instant) {
  const now = require(`${__hooks}/lib/clock.js`).now();
  const { freeSlots } = require(`${__hooks}/lib/definitions.js`);
  return freeSlots(currentAvailability(app), now, new Set()).some((slot) => slot.start === instant);
}

/**
 * The free slots nearest to `instant`, as many as a refusal offers.
 *
 * @param {CoreApp} app
 * @param {number} instant
 */
function nearestFreeSlots(app, instant) {
  const { BOOKING_LIMITS, nearestSlots } = require(`${__hooks}/lib/definitions.js`);
  return nearestSlots(freeSlotsNow(app), instant, BOOKING_LIMITS.offered);
}

/**
 * The slots as the API gives them: ISO start and end.
 *
 * @param {Array<{ start: number, end: number }>} slots
 */
function slotsJson(slots) {
  return slots.map((slot) => ({
    start: new Date(slot.start).toISOString(),
    end: new Date(slot.end).toISOString(),
  }));
}

/**
 * Says `data` on the realtime topic the booking pages listen to, each of
 * which then asks for the free slots again.
 *
 * @param {CoreApp} app
 * @param {{ slot: string, status: string }} data
 */
function tellBookingPages(app, data) {
  const { BOOKING_SLOTS_TOPIC } = require(`${__hooks}/lib/definitions.js`);
  const message = new SubscriptionMessage({ name: BOOKING_SLOTS_TOPIC, data: JSON.stringify(data) });
  const clients = app.subscriptionsBroker().clients();
  for (const id of Object.keys(clients)) {
    const client = clients[id];
    if (client && client.hasSubscription(BOOKING_SLOTS_TOPIC)) client.send(message);
  }
}

/**
 * Says that the slot of `booking` was taken or freed.
 *
 * @param {CoreApp} app
 * @param {core.Record} booking
 */
function tellSlotChanged(app, booking) {
  tellBookingPages(app, { slot: booking.getString('slot'), status: booking.getString('status') });
}

/**
 * Says that the admin changed the availability: every slot may have come or gone.
 *
 * @param {CoreApp} app
 */
function tellAvailabilityChanged(app) {
  tellBookingPages(app, { slot: '', status: 'availability' });
}

module.exports = {
  checkAvailability,
  currentAvailability,
  freeSlotAt,
  freeSlotsNow,
  isOfferedSlot,
  nearestFreeSlots,
  slotsJson,
  tellAvailabilityChanged,
  tellSlotChanged,
};
