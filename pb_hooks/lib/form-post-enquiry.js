/// <reference path="../types/pocketbase.d.ts" />

// The enquiry form posted without JavaScript (POST /forms/enquiry). It is
// judged as an enquiry through the API is (abuse.pb.js, enquiries.pb.js):
// the same sliding window, traps, cleaning and messages; it is saved with
// app.save, so the collection's field rules run and the notification mail
// is queued once it is committed (enquiry-mail.pb.js).

const { enquiries, formTraps } = require(`${__hooks}/lib/record-fields.json`);
/** What a visitor sends in an enquiry, as the contract names it (lib/record-fields.json). */
const SENT = Object.keys(enquiries.sent);
const SENT_PAGE = '/contact/sent';
const FORM = {
  collection: 'enquiries',
  action: '/forms/enquiry',
  fields: ['id'].concat(SENT, [formTraps.honeypot, formTraps.fillTime, 'form_id']),
  sentPage: SENT_PAGE,
  formPage: '/contact',
};
/** The service select's 'Not sure yet' (src/features/enquiry/service-select.tsx), which records none. */
const NOT_SURE = 'not-sure';

/**
 * @param {core.Record} record
 * @param {import('./form-page-html.js').Fields} values
 */
function fill(record, values) {
  SENT.forEach((field) => {
    if (values[field] !== undefined) record.set(field, values[field]);
  });
  if (values.service === NOT_SURE) record.set('service', '');
  // The page is kept only when it is one of the site's, as the admin is shown it.
  const page = require(`${__hooks}/lib/form-post-paths.js`).sitePath(values.source_page);
  record.set('source_page', page ? page.path : '');
  // The API's own cleaning and checks of what the visitor typed.
  require(`${__hooks}/lib/enquiry-text.js`).cleanEnquiry(record);
}

/**
 * Takes the posted enquiry form; see forms.pb.js.
 *
 * @param {core.RequestEvent} e
 */
function postEnquiry(e) {
  const post = require(`${__hooks}/lib/form-post.js`);
  const received = post.receive(e, FORM);
  if (!received) return;
  const { values, refuse } = received;

  const text = require(`${__hooks}/lib/stored-text.js`);
  const rules = require(`${__hooks}/lib/form-post-rules.js`);
  const errors = rules.enquiryErrors({
    name: text.cleanLine(values.name),
    email: text.cleanLine(values.email),
    message: text.cleanText(values.message),
  });
  if (Object.keys(errors).length > 0) return refuse(errors, []);

  const saved = post.saveOnce(e.app, 'enquiries', post.recordId(values), (record) => fill(record, values));
  if (saved.errors) return refuse(rules.inSiteWords(saved.errors), []);
  return post.seeOther(e, SENT_PAGE);
}

module.exports = { postEnquiry };
