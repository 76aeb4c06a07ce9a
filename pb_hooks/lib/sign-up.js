/// <reference path="../../pb_data/types.d.ts" />

// Sign-up must not tell anyone whether an address is registered. When the
// only thing wrong with a sign-up is that the address is taken, the answer
// looks like a new account's, and the address's owner is mailed instead.

function isOnlyTakenEmail(err) {
  const data = (err && err.value && err.value.data) || (err && err.data);
  if (!data) return false;
  const keys = Object.keys(data);
  if (keys.length !== 1 || keys[0] !== 'email') return false;
  const reason = data.email;
  const code = reason && (typeof reason.code === 'function' ? reason.code() : reason.code);
  return code === 'validation_not_unique';
}

/** The same fields a new account's answer shows (e-mail hidden, as for any visitor). */
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

function mailOwner(app, email) {
  const owner = app.findAuthRecordByEmail('users', email);
  if (!owner.verified()) {
    $mails.sendRecordVerification(app, owner);
    return;
  }
  const site = app.settings().meta;
  const message = new MailerMessage({
    from: { address: site.senderAddress, name: site.senderName },
    to: [{ address: owner.email() }],
    subject: `You already have a ${site.appName} account`,
    html: [
      '<p>Hello,</p>',
      `<p>Someone, perhaps you, tried to create a ${site.appName} account with this e-mail address. You already have one.</p>`,
      `<p><a href="${site.appURL}/auth">Sign in</a> or, if you have forgotten your password, <a href="${site.appURL}/auth">ask for a reset link</a> from the sign-in page.</p>`,
      '<p>If it was not you, you can ignore this e-mail; nothing has changed.</p>',
      `<p>— ${site.appName}, Newcastle upon Tyne</p>`,
    ].join('\n'),
  });
  app.newMailClient().send(message);
}

function sendVerification(app, record) {
  if (record.verified()) return;
  $mails.sendRecordVerification(app, record);
}

module.exports = { isOnlyTakenEmail, lookalikeAnswer, mailOwner, sendVerification };
