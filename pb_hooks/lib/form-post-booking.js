/// <reference path="../types/pocketbase.d.ts" />

// The booking page (GET /book), its form posted without JavaScript (POST
// /forms/booking) and a call's cancel link (GET /book/cancel, POST
// /forms/booking-cancel). The post is judged as a booking through the API
// is (bookings.pb.js): the same window and traps, the booking's definition,
// then the save, where the free slots and the unique index hold the time.
// A time taken meanwhile comes back as the page with the free times now.

const {
  BOOKING_FIELDS,
  BOOKING_MESSAGES,
  FORM_ROUTES,
  FORM_TRAPS,
  fieldNames,
  messagesOf,
  readBooking,
} = require(`${__hooks}/lib/definitions.js`);
const FORM = {
  collection: 'bookings',
  ...FORM_ROUTES.booking,
  fields: ['id'].concat(fieldNames(BOOKING_FIELDS), [
    FORM_TRAPS.honeypot,
    FORM_TRAPS.fillTime,
    'form_id',
    'move',
  ]),
};

/**
 * The booking page with the free times, and a move link's token in its form.
 *
 * @param {core.RequestEvent} e
 */
function bookingPage(e) {
  const move = String(e.request.url.query().get('move') || '');
  const { fillValues } = require(`${__hooks}/lib/form-page-html.js`);
  const { withFreeSlots } = require(`${__hooks}/lib/booking-page.js`);
  return require(`${__hooks}/lib/form-page.js`).servePreparedPage(e, FORM.formPage, (html) => {
    const listed = withFreeSlots(e.app, html);
    return move ? fillValues(listed, FORM.action, { move }) : listed;
  });
}

/**
 * Takes the posted booking form; see forms.pb.js.
 *
 * @param {core.RequestEvent} e
 */
function postBooking(e) {
  const post = require(`${__hooks}/lib/form-post.js`);
  const received = post.receive(e, FORM);
  if (!received) return;
  const { values } = received;
  const { withFreeSlots } = require(`${__hooks}/lib/booking-page.js`);
  /**
   * @param {{ [name: string]: string }} errors
   * @param {string[]} formErrors
   */
  const refuse = (errors, formErrors) =>
    require(`${__hooks}/lib/form-page.js`).answerWithPage(e, 400, {
      action: FORM.action,
      fallbackPage: FORM.formPage,
      formId: values.form_id,
      values,
      errors,
      formErrors,
      prepare: (html) => withFreeSlots(e.app, html),
    });

  const { record, problems } = readBooking(values);
  if (Object.keys(problems).length > 0) return refuse(messagesOf(problems), []);

  const id = post.recordId(values);
  const calls = require(`${__hooks}/lib/booking-calls.js`);
  try {
    e.app.runInTransaction((txApp) => {
      if (id && isStored(txApp, id)) return;
      const moved = values.move ? calls.moveFrom(txApp, values.move) : null;
      const booking = new Record(txApp.findCollectionByNameOrId('bookings'));
      if (id) booking.set('id', id);
      fieldNames(BOOKING_FIELDS).forEach((field) => booking.set(field, record[field] || ''));
      calls.continueCall(booking, moved);
      txApp.save(booking);
    });
  } catch (err) {
    const errors = post.fieldErrors(err);
    if (!errors) throw err;
    // The fields were read by the booking's definition first: what the save
    // refuses (the time taken, too many calls, a used link) is in the site's words already.
    return refuse(errors, []);
  }
  return post.seeOther(e, FORM.sentPage);
}

/**
 * @param {CoreApp} app
 * @param {string} id
 */
function isStored(app, id) {
  try {
    app.findRecordById('bookings', id);
    return true;
  } catch (_) {
    return false;
  }
}

/**
 * The cancel link's page: the call's time and a button that cancels it, or
 * why the link no longer works.
 *
 * @param {core.RequestEvent} e
 */
function cancelPage(e) {
  const token = String(e.request.url.query().get('t') || '');
  const route = FORM_ROUTES.bookingCancel;
  const { call, problem } = require(`${__hooks}/lib/booking-calls.js`).callOfLink(e.app, token, 'cancel');
  if (!call) {
    return require(`${__hooks}/lib/form-page.js`).answerWithPage(e, problem === 'used' ? 410 : 400, {
      action: route.action,
      fallbackPage: route.formPage,
      values: {},
      errors: {},
      formErrors: [problem === 'used' ? BOOKING_MESSAGES.linkUsed : BOOKING_MESSAGES.linkInvalid],
    });
  }
  const { slotLabel } = require(`${__hooks}/lib/definitions.js`);
  const when = slotLabel({
    start: Date.parse(call.getString('slot')),
    end: Date.parse(call.getString('slot_end')),
  });
  const { fillValues } = require(`${__hooks}/lib/form-page-html.js`);
  return require(`${__hooks}/lib/form-page.js`).servePreparedPage(e, route.formPage, (html) =>
    fillValues(html, route.action, { t: token }).replace(
      /(<[a-z]+\b[^>]*\bdata-call-time\b[^>]*>)[^<]*(<\/[a-z]+>)/i,
      (_, start, end) => start + when.replace(/&/g, '&amp;').replace(/</g, '&lt;') + end,
    ),
  );
}

/**
 * The cancel link's button: cancels the call once; the link then says it was used.
 *
 * @param {core.RequestEvent} e
 */
function postCancel(e) {
  const post = require(`${__hooks}/lib/form-post.js`);
  const route = FORM_ROUTES.bookingCancel;
  const values = post.readPost(e, ['t'], true);
  const calls = require(`${__hooks}/lib/booking-calls.js`);
  const { call, problem } = calls.callOfLink(e.app, values.t, 'cancel');
  if (!call || !calls.cancelCall(e.app, call.id, 'visitor', '')) {
    return require(`${__hooks}/lib/form-page.js`).answerWithPage(e, problem === 'invalid' ? 400 : 410, {
      action: route.action,
      fallbackPage: route.formPage,
      values: {},
      errors: {},
      formErrors: [problem === 'invalid' ? BOOKING_MESSAGES.linkInvalid : BOOKING_MESSAGES.linkUsed],
    });
  }
  return post.seeOther(e, route.sentPage);
}

module.exports = { bookingPage, cancelPage, postBooking, postCancel };
