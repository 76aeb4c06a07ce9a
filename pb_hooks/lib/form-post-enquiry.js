/// <reference path="../types/pocketbase.d.ts" />

// The enquiry form posted without JavaScript (POST /forms/enquiry). It is
// judged as an enquiry through the API is (enquiries.pb.js): the same
// sliding window and traps, then the enquiry's one definition
// (src/definitions/enquiry.ts) cleans, checks and builds the record; it is
// saved with app.save, so the collection's field rules run and the
// notification mail is queued once it is committed (enquiries.pb.js).

const {
  ENQUIRY_FIELDS,
  FORM_ROUTES,
  FORM_TRAPS,
  enquirySentPage,
  fieldNames,
  messagesOf,
  readEnquiry,
} = require(`${__hooks}/lib/definitions.js`);
const FORM = {
  collection: 'enquiries',
  ...FORM_ROUTES.enquiry,
  fields: ['id'].concat(fieldNames(ENQUIRY_FIELDS), [FORM_TRAPS.honeypot, FORM_TRAPS.fillTime, 'form_id']),
};

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

  // The page is kept only when it is one of the site's, as the admin is shown it.
  const page = require(`${__hooks}/lib/form-post-paths.js`).sitePath(values.source_page);
  const { record, problems } = readEnquiry(Object.assign({}, values, { source_page: page ? page.path : '' }));
  if (Object.keys(problems).length > 0) return refuse(messagesOf(problems), []);

  const saved = post.saveOnce(e.app, 'enquiries', post.recordId(values), (stored) => {
    fieldNames(ENQUIRY_FIELDS).forEach((field) => stored.set(field, record[field] || ''));
  });
  if (saved.errors) return refuse(post.inSiteWords(saved.errors, ENQUIRY_FIELDS), []);
  // A place on the waitlist is confirmed in the waitlist's own words.
  return post.seeOther(e, enquirySentPage(record.topic));
}

module.exports = { postEnquiry };
