/// <reference path="types/pocketbase.d.ts" />

// An unverified account may not sign in (the users authRule), and PocketBase
// says so with a 403 only once the password was right, while a wrong one
// answers 400. That tells anyone who guesses a password that it is right
// before the mailbox's owner has confirmed the account. Every failed sign-in
// answers the same 400; the site offers to resend the verification mail
// whatever the cause.
//
// Guessing is slowed per client IP in a sliding window (lib/request-checks.js) and
// per account (lib/sign-in-throttle.js); both answer 429 with Retry-After
// before the password is checked.
onRecordAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/sign-in-throttle.js`).throttledSignIn(e, e.identity);
}, 'users');

// The admin account signs in only from ADMIN_ALLOWED_IPS, when set
// (lib/admin-access.js): inside the throttle above, which counts the refusal
// as a failure, and before the password is checked. The only other way it
// signs in, refreshing its token, is a request with that token, which
// lib/request-checks.js refuses from elsewhere (users have no one-time codes
// or OAuth2).
onRecordAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/admin-access.js`).checkAdminSignIn(e);
  e.next();
}, 'users');

// Superusers are slowed alike, counted apart from a users account of the same address.
onRecordAuthWithPasswordRequest((e) => {
  require(`${__hooks}/lib/sign-in-throttle.js`).throttledSignIn(e, `_superusers:${e.identity}`);
}, '_superusers');

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
