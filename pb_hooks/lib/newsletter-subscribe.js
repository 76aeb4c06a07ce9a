/// <reference path="../types/pocketbase.d.ts" />

// Double opt-in without giving addresses away: a new address is saved as
// "pending" and mailed a confirmation link; a known one is not saved again
// but its owner is mailed (a new confirmation link, or a note that it is
// already subscribed). Both get the same answer, the record as if created,
// so no request can tell whether an address is on the list. A resent
// subscription (same record id) gets that answer too, and counts as
// delivered in the outbox.

const COLLECTION = 'newsletter_subscriptions';
/** Marks, in the app's store, the new subscriptions whose save should queue their confirmation. */
const CONFIRM_MARK = 'newsletter-confirm:';

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
  // One mail of a kind per address in the owner-mail pause, however often
  // and however many at once it is submitted: the look and the queueing are
  // one transaction, and PocketBase runs its transactions one at a time.
  app.runInTransaction((txApp) => {
    if (require(`${__hooks}/lib/mail-queue.js`).mailedRecently(txApp, known.getString('email'), kind)) return;
    if (subscribed) mails.queueAlreadySubscribedMail(txApp, known);
    else mails.queueConfirmationMail(txApp, known);
  });
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

  // A new address: saved with its confirmation mail in one transaction
  // (confirmNewSubscription, in the save itself), so that whoever finds the
  // subscription finds its mail too and mails the owner no second time: a
  // request racing this one, or a later request in the same batch, which
  // PocketBase runs inside this one's save, before this hook goes on.
  if (!e.record.id) {
    e.record.set(
      'id',
      $security.randomStringWithAlphabet(15, require(`${__hooks}/lib/created-answer.js`).ID_ALPHABET),
    );
  }
  const asked = CONFIRM_MARK + e.record.id;
  const app = e.app;
  app.store().set(asked, true);
  try {
    app.runInTransaction((txApp) => {
      e.app = txApp;
      e.next();
    });
  } catch (err) {
    e.app = app;
    // Another request saved the same address a moment ago. (Not this one's
    // own record: in a batch, what a later request threw comes through here.)
    const raced = email ? findByEmail(e.app, email) : null;
    if (!raced || raced.id === e.record.id) throw err;
    return answerKnown(e, raced);
  } finally {
    e.app = app;
    app.store().remove(asked);
  }
}

/**
 * Queues the confirmation of a subscription that handleSubscribeRequest
 * saves for a new address, in the save's own transaction; a subscription
 * saved any other way (the dashboard's) is left alone.
 *
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function confirmNewSubscription(app, record) {
  const asked = CONFIRM_MARK + record.id;
  if (!app.store().has(asked)) return;
  app.store().remove(asked);
  try {
    require(`${__hooks}/lib/newsletter-mail.js`).queueConfirmationMail(app, record);
  } catch (err) {
    app
      .logger()
      .error('Could not queue the confirmation mail', 'subscription', record.id, 'error', String(err));
  }
}

module.exports = { confirmNewSubscription, handleSubscribeRequest };
