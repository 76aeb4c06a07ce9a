/// <reference path="../../pb_data/types.d.ts" />

// The first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD. The same
// credentials open the PocketBase dashboard (a superuser), so one sign-in
// serves both. The environment is the source of truth for this account:
// a changed password in the environment is applied at the next start.

function findAuthRecord(app, collection, email) {
  try {
    return app.findAuthRecordByEmail(collection, email);
  } catch (_) {
    return null;
  }
}

function upsertAccount(app, collectionName, email, password, prepare) {
  const existing = findAuthRecord(app, collectionName, email);
  const record = existing || new Record(app.findCollectionByNameOrId(collectionName));
  if (!existing) record.setEmail(email);
  if (!existing || !record.validatePassword(password)) record.setPassword(password);
  prepare(record);
  app.save(record);
}

function seedAdmin(app) {
  const email = $os.getenv('ADMIN_EMAIL');
  const password = $os.getenv('ADMIN_PASSWORD');
  if (!email || !password) return;

  // On a fresh data folder the "migrate up" run bootstraps before our
  // migrations exist; the account is seeded by the "serve" run that follows.
  const users = app.findCollectionByNameOrId('users');
  if (!users.fields.getByName('role')) return;

  try {
    upsertAccount(app, 'users', email, password, (user) => {
      user.set('role', 'admin');
      user.setVerified(true);
      if (!user.getString('full_name')) user.set('full_name', 'Site admin');
    });
    upsertAccount(app, '_superusers', email, password, () => {});
  } catch (err) {
    app
      .logger()
      .error('Could not seed the admin account from ADMIN_EMAIL/ADMIN_PASSWORD', 'error', String(err));
  }
}

module.exports = { seedAdmin };
