/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// A users password is at least 10 characters, counted as PocketBase counts
// them (characters, not bytes). The site's hooks refuse weaker ones with
// their own words (pb_hooks/passwords.pb.js); this minimum holds for every
// save, the dashboard's and the admin seeding's included, whatever a hook
// does. PocketBase's own default for the collection was 8.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.getByName('password').min = 10;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.getByName('password').min = 8;
    app.save(users);
  },
);
