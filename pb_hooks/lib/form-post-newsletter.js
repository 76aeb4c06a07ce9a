/// <reference path="../../pb_data/types.d.ts" />

// The subscribe forms posted without JavaScript (POST /forms/newsletter).
// Judged as a subscription through the API is (newsletter.pb.js): the
// same sliding window and traps, then the same double opt-in, so the answer
// is the same 303 whether the address was new, pending or already
// subscribed, and only its owner hears which (by mail).

const ACTION = '/forms/newsletter';
const SENT_PAGE = '/newsletter/sent';
/** The page to show the form on when the post does not say which page it came from. */
const FORM_PAGE = '/';
const FIELDS = ['id', 'email', 'full_name', 'source', 'source_page', 'website', 'form_fill_ms', 'form_id'];

// The double opt-in is the create request hook's (lib/newsletter-subscribe.js):
// it sets the status, answers a resent id or a known address as if created
// (mailing the owner) and mails a new address its confirmation. The form
// runs that same function with a stand-in for the request event, which it
// reads for the record, the app, next() (here the save) and the answer it
// would send (here none: the form answers 303 itself).
function subscribe(e, record) {
  const request = {
    app: e.app,
    record,
    hasSuperuserAuth: () => false,
    next: () => e.app.save(record),
    blob: () => null,
  };
  require(`${__hooks}/lib/newsletter-subscribe.js`).handleSubscribeRequest(request);
}

/** Takes a posted subscribe form; see forms.pb.js. */
function postNewsletter(e) {
  const post = require(`${__hooks}/lib/form-post.js`);
  const values = post.readPost(e, FIELDS, true);
  require(`${__hooks}/lib/sliding-window.js`).checkSlidingWindow(e, 'newsletter_subscriptions:create');

  const trapped = post.checkTraps(e, 'newsletter_subscriptions', values);
  if (trapped === 'dropped') return post.seeOther(e, SENT_PAGE);
  const refuse = (errors, formErrors) =>
    require(`${__hooks}/lib/form-page.js`).answerWithPage(e, 400, {
      action: ACTION,
      sourcePage: values.source_page,
      fallbackPage: FORM_PAGE,
      formId: values.form_id,
      values,
      errors,
      formErrors,
    });
  if (trapped === 'too-quick') return refuse({}, [require(`${__hooks}/lib/form-guard.js`).TOO_QUICK]);

  const rules = require(`${__hooks}/lib/form-post-rules.js`);
  const errors = rules.newsletterErrors(values);
  if (Object.keys(errors).length > 0) return refuse(errors, []);

  const id = post.recordId(values);
  const record = new Record(e.app.findCollectionByNameOrId('newsletter_subscriptions'));
  if (id) record.set('id', id);
  // Trimmed, as the site's own forms send them (src/features/newsletter/subscribe.ts).
  record.set('email', String(values.email).trim());
  record.set('full_name', String(values.full_name || '').trim());
  if (values.source) record.set('source', values.source);
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
