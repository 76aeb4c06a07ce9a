/// <reference path="types/pocketbase.d.ts" />

// Sign-up requests may not carry a role (see the users rules), so every new
// account is a member unless the admin seeding set it.
onRecordCreate((e) => {
  if (!e.record.getString('role')) e.record.set('role', 'member');
  e.next();
}, 'users');
