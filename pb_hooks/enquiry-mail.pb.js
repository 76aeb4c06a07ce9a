/// <reference path="../pb_data/types.d.ts" />

// After the enquiry is committed, queue the agency's notification. A mail
// problem is logged and never touches the enquiry, which is already saved.
onRecordAfterCreateSuccess((e) => {
  try {
    require(`${__hooks}/lib/enquiry-mail.js`).queueEnquiryNotification(e.app, e.record);
  } catch (err) {
    e.app
      .logger()
      .error('Could not queue the enquiry notification', 'enquiry', e.record.id, 'error', String(err));
  }
  return e.next();
}, 'enquiries');
