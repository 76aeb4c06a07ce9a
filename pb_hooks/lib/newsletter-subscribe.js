/// <reference path="../types/pocketbase.d.ts" />

// Double opt-in without giving addresses away: a new address is saved as
// "pending" and mailed a confirmation link; a known one is not saved again
// but its owner is mailed (a new confirmation link, or a note that it is
// already subscribed). Both get the same answer, the record as if created,
// so no request can tell whether an address is on the list. A resent
// subscription (same record id) gets that answer too, and counts as
// delivered in the outbox.

const COLLECTION = 'newsletter_subscriptions';

/**
 * What of a create request this reads: the API's own, or the stand-in
 * lib/form-post-newsletter.js makes for a posted form.
 * @typedef {Pick<core.RecordRequestEvent, 'app' | 'record' | 'hasSuperuserAuth' | 'next' | 'blob'>} SubscribeRequest
 */

/**
 * @param {CoreApp} app
 * @param {string} id
 */
function findById(app, id) {
  try {
    return app.findRecordById(COLLECTION, id);
  } catch (_) {
    return null;
  }
}

/**
 * The subscription for this address, in any letter case.
 *
 * @param {CoreApp} app
 * @param {string} email
 */
function findByEmail(app, email) {
  const row = new DynamicModel({ id: '' });
  try {
    app
      .db()
      .newQuery('SELECT id FROM newsletter_subscriptions WHERE email = {:email} COLLATE NOCASE LIMIT 1')
      .bind({ email })
      .one(row);
  } catch (_) {
    return null;
  }
  return findById(app, row.id);
}

/**
 * Refuses what a new address would be refused for (a bad name, source or id), the same way.
 *
 * @param {SubscribeRequest} e
 */
function validateAsNew(e) {
  const email = e.record.getString('email');
  // The address itself is valid: it matches one already accepted.
  e.record.set(
    'email',
    `${$security.randomStringWithAlphabet(15, require(`${__hooks}/lib/created-answer.js`).ID_ALPHABET)}@example.invalid`,
  );
  try {
    e.app.validate(e.record);
  } catch (err) {
    // The field errors themselves, as PocketBase reports them for a new address.
    throw new BadRequestError(
      'Failed to create record.',
      require(`${__hooks}/lib/field-errors.js`).caughtError(err).value || err,
    );
  } finally {
    e.record.set('email', email);
  }
}

/**
 * @param {CoreApp} app
 * @param {core.Record} known
 */
function mailOwner(app, known) {
  const mails = require(`${__hooks}/lib/newsletter-mail.js`);
  const subscribed = known.getString('status') === 'subscribed';
  const kind = subscribed ? 'newsletter_already_subscribed' : 'newsletter_confirmation';
  // One mail of a kind per address in the owner-mail pause, however often it is submitted.
  if (require(`${__hooks}/lib/mail-queue.js`).mailedRecently(app, known.getString('email'), kind)) return;
  if (subscribed) mails.queueAlreadySubscribedMail(app, known);
  else mails.queueConfirmationMail(app, known);
}

/**
 * @param {SubscribeRequest} e
 * @param {core.Record} known
 */
function answerKnown(e, known) {
  validateAsNew(e);
  mailOwner(e.app, known);
  return require(`${__hooks}/lib/created-answer.js`).answerAsCreated(e);
}

/** @param {SubscribeRequest} e */
function handleSubscribeRequest(e) {
  // The PocketBase dashboard (a superuser) manages the list directly.
  if (e.hasSuperuserAuth()) return e.next();

  // Consent and its withdrawal are recorded by the confirmation and unsubscribe
  // hooks, never claimed by the subscriber.
  e.record.set('status', 'pending');
  e.record.set('confirmed_at', '');
  e.record.set('unsubscribed_at', '');
  if (e.record.id && findById(e.app, e.record.id))
    return require(`${__hooks}/lib/created-answer.js`).answerAsCreated(e);

  const email = e.record.getString('email');
  const known = email ? findByEmail(e.app, email) : null;
  if (known) return answerKnown(e, known);

  try {
    e.next();
  } catch (err) {
    // Another request saved the same address a moment ago.
    const raced = email ? findByEmail(e.app, email) : null;
    if (!raced) throw err;
    return answerKnown(e, raced);
  }
  try {
    require(`${__hooks}/lib/newsletter-mail.js`).queueConfirmationMail(e.app, e.record);
  } catch (err) {
    e.app
      .logger()
      .error('Could not queue the confirmation mail', 'subscription', e.record.id, 'error', String(err));
  }
}

module.exports = { handleSubscribeRequest };
