/// <reference path="types/pocketbase.d.ts" />

// An enquiry's whole pipeline: its create request, its save with the
// agency's notification, its read and handled state (lib/enquiry-state.js)
// and 'mark all read'.

// The create request, in this order (hooks of different files run in no
// order to rely on, so it is registered here alone): the sender's rate
// (lib/sliding-window.js), the form's honeypot and fill time
// (lib/form-guard.js), the fields a visitor may set, the fields cleaned and
// checked by the enquiry's definition (lib/defined-record.js), then the save
// and its notification in one transaction (below), whose answer PocketBase
// writes once it commits.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/sliding-window.js`).checkSlidingWindow(e, 'enquiries:create');
  if (require(`${__hooks}/lib/form-guard.js`).guardForm(e)) return;
  if (!e.hasSuperuserAuth()) {
    require(`${__hooks}/lib/enquiry-state.js`).checkCreate(e.requestInfo().body);
  }
  const { ENQUIRY_FIELDS } = require(`${__hooks}/lib/definitions.js`);
  require(`${__hooks}/lib/defined-record.js`).checkDefinedRecord(e.record, ENQUIRY_FIELDS);
  const app = e.app;
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp;
      e.next();
    });
  } finally {
    e.app = app;
  }
}, 'enquiries');

// The agency's notification and the alerts to the admin's devices
// (lib/push-queue.js) are queued in the enquiry's own save, so they are
// stored together or not at all: every path that creates an enquiry saves
// it in a transaction (above for the API, lib/form-post.js for a form posted
// without JavaScript, the batch API by itself). Queued after the commit
// instead, a server that died between the two kept the enquiry and lost its
// mail, and the client's retry, answered as a duplicate, queued none.
onRecordCreateExecute((e) => {
  e.next();
  // A booked call's enquiry (lib/booking-inbox.js): the booking's own mail, with its invitation, tells the agency.
  if (!require(`${__hooks}/lib/booking-inbox.js`).isCallsEnquiry(e.app, e.record)) {
    require(`${__hooks}/lib/enquiry-mail.js`).queueEnquiryNotification(e.app, e.record);
  }
  require(`${__hooks}/lib/push-queue.js`).queueEnquiryPush(e.app, e.record);
}, 'enquiries');

onRecordUpdateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    require(`${__hooks}/lib/enquiry-state.js`).checkUpdate(e.requestInfo().body);
  }
  e.next();
}, 'enquiries');

// 'Mark all read' in one request, however many are unread.
routerAdd(
  'POST',
  '/api/enquiries/mark-all-read',
  (e) => {
    const state = require(`${__hooks}/lib/enquiry-state.js`);
    if (!state.isAdmin(e.auth)) throw new ForbiddenError('Only an admin can mark enquiries read.');
    const before = state.parseTime(e.requestInfo().body['before']);
    if (!before) {
      throw new BadRequestError('Failed to mark enquiries read.', {
        before: new ValidationError('validation_invalid_date', 'Must be a valid date.'),
      });
    }
    return e.json(200, { marked: state.markAllRead(e.app, before) });
  },
  $apis.requireAuth('users'),
);

// Enquiries whose sender's last contact is past the period /privacy states
// (lib/enquiry-retention.js), once a day.
cronAdd('enquiry-retention', '45 3 * * *', () => {
  require(`${__hooks}/lib/enquiry-retention.js`).deleteExpiredEnquiries($app);
});
