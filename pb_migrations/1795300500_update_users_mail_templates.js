/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// Account mails link to the site's own pages, not to the PocketBase
// dashboard: verification returns to the home page, which confirms the
// token; password reset opens the site's reset form.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');

    users.verificationTemplate.subject = 'Confirm your {APP_NAME} account';
    users.verificationTemplate.body = [
      '<p>Hello,</p>',
      '<p>Thank you for joining {APP_NAME}. Confirm your e-mail address to finish creating your account:</p>',
      '<p><a href="{APP_URL}/?verify={TOKEN}">Confirm my e-mail address</a></p>',
      '<p>If you did not create an account, you can ignore this e-mail.</p>',
      '<p>— {APP_NAME}, Newcastle upon Tyne</p>',
    ].join('\n');

    users.resetPasswordTemplate.subject = 'Reset your {APP_NAME} password';
    users.resetPasswordTemplate.body = [
      '<p>Hello,</p>',
      '<p>We received a request to reset the password for your {APP_NAME} account.</p>',
      '<p><a href="{APP_URL}/auth/reset-password?token={TOKEN}">Choose a new password</a></p>',
      '<p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>',
      '<p>— {APP_NAME}, Newcastle upon Tyne</p>',
    ].join('\n');

    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.verificationTemplate.body =
      '<p><a href="{APP_URL}/_/#/auth/confirm-verification/{TOKEN}">Verify</a></p>';
    users.resetPasswordTemplate.body =
      '<p><a href="{APP_URL}/_/#/auth/confirm-password-reset/{TOKEN}">Reset password</a></p>';
    app.save(users);
  },
);
