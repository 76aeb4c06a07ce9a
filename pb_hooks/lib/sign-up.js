/// <reference path="../types/pocketbase.d.ts" />

// Sign-up must not tell anyone whether an address is registered. When the
// only thing wrong with a sign-up is that the address is taken, the answer
// is the one a new account would get, to the byte but for its id and times
// (lib/created-answer.js, from the record as the request set and cleaned
// it), and the address's owner is mailed instead.

/** The mail to a registered address's owner when someone signs up with it. */
const ACCOUNT_EXISTS_KIND = 'account_exists';

/** @param {unknown} err */
function isOnlyTakenEmail(err) {
  const sole = require(`${__hooks}/lib/field-errors.js`).soleFieldError(err);
  return sole !== null && sole.field === 'email' && sole.code === 'validation_not_unique';
}

/**
 * Throws what a sign-up with a new address would meet that one with a
 * registered address did not: PocketBase stops at the address taken before
 * it checks that a chosen id is free, so a stranger's id beside a
 * registered address must be refused as it is beside a new one.
 *
 * @param {core.RecordRequestEvent} e
 */
function refuseAsNewWould(e) {
  const id = e.record.id;
  if (!id) return;
  try {
    e.app.findRecordById(e.collection, id);
  } catch (_) {
    return;
  }
  throw new BadRequestError('Failed to create record.', {
    id: new ValidationError('validation_not_unique', 'Value must be unique.'),
  });
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

module.exports = { isOnlyTakenEmail, refuseAsNewWould, mailOwner, sendVerification };
