/// <reference path="../types/pocketbase.d.ts" />

// The subscribe forms posted without JavaScript (POST /forms/newsletter).
// Judged as a subscription through the API is (newsletter.pb.js): the
// same sliding window and traps, then the same double opt-in, so the answer
// is the same 303 whether the address was new, pending or already
// subscribed, and only its owner hears which (by mail). The subscription's
// one definition (src/definitions/newsletter.ts) cleans, checks and builds it.

const { FORM_ROUTES, FORM_TRAPS, SUBSCRIPTION_FIELDS, fieldNames, messagesOf, readSubscription } = require(
  `${__hooks}/lib/definitions.js`,
);
const SENT = fieldNames(SUBSCRIPTION_FIELDS);
// The page it was sent from is no field of a subscription: it says where to show the form again.
const FORM = {
  collection: 'newsletter_subscriptions',
  ...FORM_ROUTES.newsletter,
  fields: ['id'].concat(SENT, ['source_page', FORM_TRAPS.honeypot, FORM_TRAPS.fillTime, 'form_id']),
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
    // Saved by the app the request holds then: the subscription's transaction, when it opens one.
    next: () => request.app.save(record),
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

  const { record: subscription, problems } = readSubscription(values);
  if (Object.keys(problems).length > 0) return refuse(messagesOf(problems), []);

  const id = post.recordId(values);
  const record = new Record(e.app.findCollectionByNameOrId('newsletter_subscriptions'));
  if (id) record.set('id', id);
  SENT.forEach((field) => {
    const value = subscription[field];
    if (value) record.set(field, value);
  });
  try {
    subscribe(e, record);
  } catch (err) {
    const refused = post.fieldErrors(err);
    if (!refused) throw err;
    return refuse(post.inSiteWords(refused, SUBSCRIPTION_FIELDS), []);
  }
  return post.seeOther(e, FORM.sentPage);
}

module.exports = { postNewsletter };
