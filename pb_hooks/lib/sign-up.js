/// <reference path="../types/pocketbase.d.ts" />

// Sign-up must not tell anyone whether an address is registered. When the
// only thing wrong with a sign-up is that the address is taken, the answer
// looks like a new account's, and the address's owner is mailed instead.

/** The mail to a registered address's owner when someone signs up with it. */
const ACCOUNT_EXISTS_KIND = 'account_exists';

/** @param {unknown} err */
function isOnlyTakenEmail(err) {
  const sole = require(`${__hooks}/lib/field-errors.js`).soleFieldError(err);
  return sole !== null && sole.field === 'email' && sole.code === 'validation_not_unique';
}

/**
 * The same fields a new account's answer shows (e-mail hidden, as for any visitor).
 *
 * @param {CoreApp} app
 * @param {core.Collection} collection
 * @param {{ [field: string]: unknown }} body
 */
function lookalikeAnswer(app, collection, body) {
  const record = new Record(collection);
  record.set('id', $security.randomStringWithAlphabet(15, 'abcdefghijklmnopqrstuvwxyz0123456789'));
  record.set('full_name', String(body.full_name || ''));
  record.set('role', 'member');
  record.setVerified(false);
  const now = new DateTime();
  record.set('created', now);
  record.set('updated', now);
  return record;
}

// One mail of a kind per address in the owner-mail pause (lib/mail-config.js):
// a stranger repeating a sign-up with someone's address cannot flood them.
/**
 * @param {CoreApp} app
 * @param {string} email
 */
function mailOwner(app, email) {
  const queue = require(`${__hooks}/lib/mail-queue.js`);
  const owner = app.findAuthRecordByEmail('users', email);
  if (!owner.verified()) {
    if (queue.mailedRecently(app, owner.email(), 'verification')) return;
    $mails.sendRecordVerification(app, owner);
    return;
  }
  if (queue.mailedRecently(app, owner.email(), ACCOUNT_EXISTS_KIND)) return;
  const site = app.settings().meta;
  const message = new MailerMessage({
    from: { address: site.senderAddress, name: site.senderName },
    to: [{ address: owner.email() }],
    subject: `You already have a ${site.appName} account`,
    html: [
      '<p>Hello,</p>',
      `<p>Someone, perhaps you, tried to create a ${site.appName} account with this email address. You already have one.</p>`,
      `<p><a href="${site.appURL}/auth">Sign in</a> or, if you have forgotten your password, <a href="${site.appURL}/auth">ask for a reset link</a> from the sign-in page.</p>`,
      '<p>If it was not you, you can ignore this email; nothing has changed.</p>',
      `<p>— ${site.appName}, Newcastle upon Tyne</p>`,
    ].join('\n'),
  });
  require(`${__hooks}/lib/mail-kinds.js`).labelMail(message, ACCOUNT_EXISTS_KIND);
  app.newMailClient().send(message);
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function sendVerification(app, record) {
  if (record.verified()) return;
  $mails.sendRecordVerification(app, record);
}

module.exports = { isOnlyTakenEmail, lookalikeAnswer, mailOwner, sendVerification };
