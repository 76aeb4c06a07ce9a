/// <reference path="types/pocketbase.d.ts" />

// A discovery call's whole pipeline (lib/booking-calls.js): the free slots,
// the create request, the save that holds the slot and queues both mails,
// cancelling, moving and the reminder the day before.

onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/booking-links.js`).ensureLinkSecret(e.app);
});

// The free slots, for the booking page's island.
routerAdd('GET', '/api/booking/slots', (e) => {
  const slots = require(`${__hooks}/lib/booking-slots.js`);
  e.response.header().set('Cache-Control', 'no-store');
  return e.json(200, { slots: slots.slotsJson(slots.freeSlotsNow(e.app)) });
});

// The create request, in the enquiry's order (enquiries.pb.js): the sender's
// rate, the traps, the fields by the booking's definition, then the save in
// a transaction with its mails. A move link's token, when sent, cancels the
// call it names in the same transaction, and the new booking continues its
// calendar event. A booking whose slot is gone is
// refused with a 400 naming the slot; one the outbox delivered late (its
// `queued` mark) also mails the visitor the nearest free times.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/sliding-window.js`).checkSlidingWindow(e, 'bookings:create');
  if (require(`${__hooks}/lib/form-guard.js`).guardForm(e)) return;
  const { BOOKING_FIELDS, asFields } = require(`${__hooks}/lib/definitions.js`);
  require(`${__hooks}/lib/defined-record.js`).checkDefinedRecord(e.record, BOOKING_FIELDS);
  const body = asFields(e.requestInfo().body);
  const calls = require(`${__hooks}/lib/booking-calls.js`);
  const app = e.app;
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp;
      calls.continueCall(e.record, body.move ? calls.moveFrom(txApp, body.move) : null);
      e.next();
    });
  } catch (err) {
    const refused = calls.refusedSlot(err);
    if (!refused) throw err;
    if (body.queued === true) calls.tellSlotTaken(app, e.record);
    throw refused;
  } finally {
    e.app = app;
  }
}, 'bookings');

// Every create, through any path: held to the free slots, then inserted,
// when the unique index may refuse it; the mails are queued in the same
// transaction.
onRecordCreate((e) => {
  const calls = require(`${__hooks}/lib/booking-calls.js`);
  calls.admitBooking(e.app, e.record);
  try {
    e.next();
  } catch (err) {
    if (calls.lostTheSlot(err)) throw calls.slotTaken();
    throw err;
  }
}, 'bookings');

onRecordCreateExecute((e) => {
  e.next();
  require(`${__hooks}/lib/booking-mail.js`).queueBookedMails(e.app, e.record);
  require(`${__hooks}/lib/booking-inbox.js`).fileCallInInbox(e.app, e.record);
}, 'bookings');

// The admin cancels a call, with a message to the visitor.
routerAdd(
  'POST',
  '/api/bookings/{id}/cancel',
  (e) => {
    if (!require(`${__hooks}/lib/enquiry-state.js`).isAdmin(e.auth)) {
      throw new ForbiddenError('Only an admin can cancel a call.');
    }
    const { cleanText } = require(`${__hooks}/lib/definitions.js`);
    const note = cleanText(e.requestInfo().body['message']).slice(0, 2000);
    const cancelled = require(`${__hooks}/lib/booking-calls.js`).cancelCall(
      e.app,
      e.request.pathValue('id'),
      'agency',
      note,
    );
    if (!cancelled) throw new NotFoundError('There is no booked call with that id.');
    return e.json(200, { cancelled: true });
  },
  $apis.requireAuth('users'),
);

cronAdd('booking_reminders', '* * * * *', () => {
  require(`${__hooks}/lib/booking-calls.js`).sendDueReminders($app);
});

// The booking page with the free times now, and a cancel link's page: the
// site route would serve them as built, without either.
routerAdd('GET', require(`${__hooks}/lib/definitions.js`).FORM_ROUTES.booking.formPage, (e) =>
  require(`${__hooks}/lib/form-post-booking.js`).bookingPage(e),
);
routerAdd('GET', require(`${__hooks}/lib/definitions.js`).FORM_ROUTES.bookingCancel.formPage, (e) =>
  require(`${__hooks}/lib/form-post-booking.js`).cancelPage(e),
);

// Every open booking page hears that a slot was taken or freed, once the
// change is committed, and asks for the free slots again. Only the start
// goes out: who booked it stays on the server.
onRecordAfterCreateSuccess((e) => {
  require(`${__hooks}/lib/booking-slots.js`).tellSlotChanged(e.app, e.record);
  e.next();
}, 'bookings');
onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/booking-slots.js`).tellSlotChanged(e.app, e.record);
  e.next();
}, 'bookings');

// The admin's availability is refused with what is wrong, field by field,
// whether changed in the dashboard or through the API: a slip in the weekly
// hours would otherwise leave visitors with no times and nobody told.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/booking-slots.js`).checkAvailability(e.record);
  e.next();
}, 'booking_availability');

// Open booking pages ask for the free slots again once a change of the
// availability is committed, as they do when a slot is taken.
onRecordAfterUpdateSuccess((e) => {
  require(`${__hooks}/lib/booking-slots.js`).tellAvailabilityChanged(e.app);
  e.next();
}, 'booking_availability');
