/// <reference path="../pb_data/types.d.ts" />

// An unverified account may not sign in (the users authRule), and PocketBase
// says so with a 403 only once the password was right, while a wrong one
// answers 400. That tells anyone who guesses a password that it is right
// before the mailbox's owner has confirmed the account. Every failed sign-in
// answers the same 400; the site offers to resend the verification mail
// whatever the cause.
//
// Guessing is slowed per client IP in a sliding window (abuse.pb.js) and
// per account (lib/sign-in-throttle.js); both answer 429 with Retry-After
// before the password is checked.
onRecordAuthWithPasswordRequest((e) => {
  const throttle = require(`${__hooks}/lib/sign-in-throttle.js`);
  const ip = e.realIP();
  throttle.checkSignIn(e, e.identity, ip, Date.now());
  try {
    e.next();
  } catch (_) {
    throttle.recordFailure(e.app, e.identity, ip, Date.now());
    throw new BadRequestError('Failed to authenticate.');
  }
  throttle.recordSuccess(e.app, e.identity, ip, Date.now());
}, 'users');

// A completed password reset, or a confirmed address, proves the mailbox's
// owner is at the keyboard: the account's failed sign-ins are forgotten.
onRecordConfirmPasswordResetRequest((e) => {
  e.next();
  require(`${__hooks}/lib/sign-in-throttle.js`).clearAccount(e.app, e.record.email());
}, 'users');

onRecordConfirmVerificationRequest((e) => {
  e.next();
  require(`${__hooks}/lib/sign-in-throttle.js`).clearAccount(e.app, e.record.email());
}, 'users');
