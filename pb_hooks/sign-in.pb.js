/// <reference path="../pb_data/types.d.ts" />

// An unverified account may not sign in (the users authRule), and PocketBase
// says so with a 403 only once the password was right, while a wrong one
// answers 400. That tells anyone who guesses a password that it is right
// before the mailbox's owner has confirmed the account. Every failed sign-in
// answers the same 400; the site offers to resend the verification mail
// whatever the cause.
onRecordAuthWithPasswordRequest((e) => {
  try {
    e.next();
  } catch (_) {
    throw new BadRequestError('Failed to authenticate.');
  }
}, 'users');
