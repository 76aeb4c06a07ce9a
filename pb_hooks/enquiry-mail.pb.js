/// <reference path="types/pocketbase.d.ts" />

// The agency's notification is queued in the enquiry's own save, so the two
// are stored together or not at all: every path that creates an enquiry
// saves it in a transaction (enquiries.pb.js for the API, lib/form-post.js
// for a form posted without JavaScript, the batch API by itself). Queued
// after the commit instead, a server that died between the two kept the
// enquiry and lost its mail, and the client's retry, answered as a
// duplicate, queued none.
onRecordCreateExecute((e) => {
  e.next();
  require(`${__hooks}/lib/enquiry-mail.js`).queueEnquiryNotification(e.app, e.record);
}, 'enquiries');
