/// <reference path="../types/pocketbase.d.ts" />

// The subscribe forms posted without JavaScript (POST /forms/newsletter).
// Judged as a subscription through the API is (newsletter.pb.js): the
// same sliding window and traps, then the same double opt-in, so the answer
// is the same 303 whether the address was new, pending or already
// subscribed, and only its owner hears which (by mail).

const { formTraps, newsletter_subscriptions } = require(`${__hooks}/lib/record-fields.json`);
/** What a visitor sends in a subscription, as the contract names it (lib/record-fields.json). */
const SENT = Object.keys(newsletter_subscriptions.sent);
const SENT_PAGE = '/newsletter/sent';
// The page it was sent from is no field of a subscription: it says where to show the form again.
const FORM = {
  collection: 'newsletter_subscriptions',
  action: '/forms/newsletter',
  fields: ['id'].concat(SENT, ['source_page', formTraps.honeypot, formTraps.fillTime, 'form_id']),
  sentPage: SENT_PAGE,
  formPage: '/',
};

// The double opt-in is the create request hook's (lib/newsletter-subscribe.js):
// it sets the status, answers a resent id or a known address as if created
// (mailing the owner) and mails a new address its confirmation. The form
// runs that same function with a stand-in for the request event, which it
// reads for the record, the app, next() (here the save) and the answer it
// would send (here none: the form answers 303 itself).
/**
 * @param {core.RequestEvent} e
 * @param {core.Record} record
 */
function subscribe(e, record) {
  /** @type {import('./newsletter-subscribe.js').SubscribeRequest} */
  const request = {
    app: e.app,
    record,
    hasSuperuserAuth: () => false,
    next: () => e.app.save(record),
    blob: () => null,
  };
  require(`${__hooks}/lib/newsletter-subscribe.js`).handleSubscribeRequest(request);
}

/**
 * Takes a posted subscribe form; see forms.pb.js.
 *
 * @param {core.RequestEvent} e
 */
function postNewsletter(e) {
  const post = require(`${__hooks}/lib/form-post.js`);
  const received = post.receive(e, FORM);
  if (!received) return;
  const { values, refuse } = received;

  const rules = require(`${__hooks}/lib/form-post-rules.js`);
  const errors = rules.newsletterErrors(values);
  if (Object.keys(errors).length > 0) return refuse(errors, []);

  const id = post.recordId(values);
  const record = new Record(e.app.findCollectionByNameOrId('newsletter_subscriptions'));
  if (id) record.set('id', id);
  // Trimmed, as the site's own forms send them (src/features/newsletter/subscribe.ts).
  SENT.forEach((field) => {
    const value = String(values[field] || '').trim();
    if (value) record.set(field, value);
  });
  try {
    subscribe(e, record);
  } catch (err) {
    const refused = post.fieldErrors(err);
    if (!refused) throw err;
    return refuse(rules.inSiteWords(refused), []);
  }
  return post.seeOther(e, SENT_PAGE);
}

module.exports = { postNewsletter };
