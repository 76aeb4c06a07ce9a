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
 * Notes on the call's enquiry that the call was cancelled, and why.
 *
 * @param {CoreApp} txApp
 * @param {core.Record} booking
 * @param {string} why
 */
function noteCallCancelled(txApp, booking, why) {
  let enquiry;
  try {
    enquiry = txApp.findRecordById('enquiries', booking.id);
  } catch (_) {
    return;
  }
  const earlier = enquiry.getString('note');
  enquiry.set('note', (earlier ? `${earlier}\n` : '') + why);
  txApp.save(enquiry);
}

module.exports = { fileCallInInbox, isCallsEnquiry, noteCallCancelled };
