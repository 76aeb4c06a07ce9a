/// <reference path="../pb_data/types.d.ts" />

// Read and handled state of enquiries; the rules live in lib/enquiry-state.js.
// What a visitor typed is cleaned (lib/enquiry-text.js) before it is stored,
// and it is stored in a transaction with its notification.

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    require(`${__hooks}/lib/enquiry-state.js`).checkCreate(e.requestInfo().body);
  }
  require(`${__hooks}/lib/enquiry-text.js`).cleanEnquiry(e.record);
  // The enquiry and its notification in one transaction (enquiry-mail.pb.js);
  // PocketBase writes the answer once it commits.
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
