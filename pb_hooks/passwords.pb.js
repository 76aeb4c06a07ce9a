/// <reference path="types/pocketbase.d.ts" />

// Every route that sets a users password refuses a weak one, in the site's
// words (src/definitions/password.ts): a sign-up (a step of sign-up.pb.js), an
// update that changes it (the dashboard's included) and a password reset.
// The collection's own minimum (pb_migrations/1795302600_users_password_min.js)
// holds for every save.

// The address it has and the one the same request may give it.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/password-check.js`).refuseWeakPassword(
    e,
    [e.record.original().email(), e.record.email()],
    'Failed to update record.',
  );
  return e.next();
}, 'users');

// A reset is checked as it arrives, a step of lib/request-checks.js:
// PocketBase checks the form's length before onRecordConfirmPasswordResetRequest
// runs, in its own words.
