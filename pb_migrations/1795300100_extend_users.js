/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// A user has a full name and a role. Nobody may set or change their
// own role through the API: the create and update rules refuse any request
// body that mentions it (checked against multipart, JSON and batch variants
// in tests/integration/access-rules.test.ts). The role of a new user is set
// to "member" by pb_hooks/users.pb.js.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');

    users.fields.add(
      new TextField({ name: 'full_name', max: 120 }),
      new SelectField({ name: 'role', values: ['member', 'admin'], maxSelect: 1 }),
    );

    users.listRule = 'id = @request.auth.id';
    users.viewRule = 'id = @request.auth.id';
    users.createRule = '@request.body.role:isset = false';
    users.updateRule = 'id = @request.auth.id && @request.body.role:isset = false';
    users.deleteRule = 'id = @request.auth.id';
    // Unverified accounts cannot sign in.
    users.authRule = 'verified = true';

    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('full_name');
    users.fields.removeByName('role');
    users.listRule = 'id = @request.auth.id';
    users.viewRule = 'id = @request.auth.id';
    users.createRule = '';
    users.updateRule = 'id = @request.auth.id';
    users.deleteRule = 'id = @request.auth.id';
    users.authRule = '';
    app.save(users);
  },
);
