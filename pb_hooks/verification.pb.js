/// <reference path="types/pocketbase.d.ts" />

// PocketBase accepts a verification link again after it was used, so the
// site could not tell its owner that the link had already been followed.
// Only the mailbox's owner holds the token, so saying so reveals nothing.
onRecordConfirmVerificationRequest((e) => {
  if (e.record && e.record.verified()) {
    const { LINK_ERRORS } = require(`${__hooks}/lib/definitions.js`);
    throw new BadRequestError('This link has already been used.', {
      token: new ValidationError(LINK_ERRORS.used, 'This link has already been used.'),
    });
  }
  e.next();
}, 'users');
