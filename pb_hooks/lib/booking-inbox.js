/// <reference path="../types/pocketbase.d.ts" />

// A booked call reaches the admin's inbox as an enquiry of its own topic,
// 'Discovery call', saying when, so it arrives live with the bell and an
// alert to the admin's devices as every enquiry does (enquiries.pb.js). It
// takes the booking's own id: nobody can make an enquiry with that id
// without booking the call, so the enquiry's hooks know it is a call's and
// leave the agency's mail to the booking's, which carries the invitation.

/**
 * Files `booking` in the inbox, in the transaction that stores it.
 *
 * @param {CoreApp} txApp
 * @param {core.Record} booking
 */
function fileCallInInbox(txApp, booking) {
  const { FORM_ROUTES, slotLabel } = require(`${__hooks}/lib/definitions.js`);
  const when = slotLabel({
    start: Date.parse(booking.getString('slot')),
    end: Date.parse(booking.getString('slot_end')),
  });
  const wanted = booking.getString('message');
  const enquiry = new Record(txApp.findCollectionByNameOrId('enquiries'));
  enquiry.set('id', booking.id);
  enquiry.set('name', booking.getString('name'));
  enquiry.set('email', booking.getString('email'));
  enquiry.set('phone', booking.getString('phone'));
  enquiry.set('topic', 'discovery_call');
  enquiry.set('source_page', FORM_ROUTES.booking.formPage);
  enquiry.set(
    'message',
    `Discovery call booked for ${when} (London time).` + (wanted ? `\n\nTo talk about: ${wanted}` : ''),
  );
  txApp.save(enquiry);
}

/**
 * Whether `enquiry` is a booked call's (above): its agency mail is the booking's.
 *
 * @param {CoreApp} app
 * @param {core.Record} enquiry
 */
function isCallsEnquiry(app, enquiry) {
  if (enquiry.getString('topic') !== 'discovery_call') return false;
  try {
    app.findRecordById('bookings', enquiry.id);
    return true;
  } catch (_) {
    return false;
  }
}

/**
 * Marks the call's enquiry with what became of the call (cancelled by the
 * agency or the visitor, or moved) and the agency's message to the visitor,
 * in the transaction that changes the call; the admin's own note is left
 * as it is. Saved, it reaches the open inbox live, as every change does.
 *
 * @param {CoreApp} txApp
 * @param {core.Record} booking
 * @param {'cancelled_by_agency' | 'cancelled_by_visitor' | 'moved'} state
 * @param {string} message
 */
function noteCallChanged(txApp, booking, state, message) {
  let enquiry;
  try {
    enquiry = txApp.findRecordById('enquiries', booking.id);
  } catch (_) {
    return;
  }
  enquiry.set('call_status', state);
  enquiry.set('call_message', message);
  txApp.save(enquiry);
}

module.exports = { fileCallInInbox, isCallsEnquiry, noteCallChanged };
