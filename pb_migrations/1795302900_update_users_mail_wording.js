/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// The account mails say "email", as the site does everywhere a visitor reads.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    for (const template of [users.verificationTemplate, users.resetPasswordTemplate]) {
      template.body = template.body.split('e-mail').join('email');
    }
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    for (const template of [users.verificationTemplate, users.resetPasswordTemplate]) {
      template.body = template.body.split('email').join('e-mail');
    }
    app.save(users);
  },
);
