/// <reference path="../types/pocketbase.d.ts" />

// The first admin comes from ADMIN_EMAIL and ADMIN_PASSWORD. The same
// credentials open the PocketBase dashboard (a superuser), so one sign-in
// serves both. A password in the environment is applied when it is new:
// at the first start, and whenever its value has changed since the last.
// A start with the same value leaves the account's password as it is, so
// a password the admin has since reset by mail stands.
//
// What was last applied is kept in the data folder as a salted HMAC of the
// value, never the value itself (APPLIED_FILE), and the outcome of
// this start is written beside it for the start command to report.

const APPLIED_FILE = 'admin-password.json';
// Go's os.FileMode, which the JSVM takes as a number: PocketBase's declarations describe the Go type.
const OWNER_ONLY = /** @type {os.FileMode} */ (/** @type {unknown} */ (0o600));

/**
 * APPLIED_FILE: per address, the salted fingerprint of the password last
 * applied, and what this start did.
 * @typedef {object} AppliedPasswords
 * @property {{ [email: string]: { salt: string, fingerprint: string } }} [accounts]
 * @property {{ email: string, outcome: string }} [lastStart]
 */

/**
 * @param {CoreApp} app
 * @param {string} collection
 * @param {string} email
 */
function findAuthRecord(app, collection, email) {
  try {
    return app.findAuthRecordByEmail(collection, email);
  } catch (_) {
    return null;
  }
}

/**
 * @param {CoreApp} app
 * @returns {AppliedPasswords}
 */
function readApplied(app) {
  try {
    return JSON.parse(toString($os.readFile($filepath.join(app.dataDir(), APPLIED_FILE))));
  } catch (_) {
    return {};
  }
}

/**
 * @param {CoreApp} app
 * @param {AppliedPasswords} applied
 */
function writeApplied(app, applied) {
  const path = $filepath.join(app.dataDir(), APPLIED_FILE);
  $os.writeFile(path + '.part', JSON.stringify(applied, null, 2), OWNER_ONLY);
  $os.rename(path + '.part', path);
}

/**
 * @param {string} password
 * @param {string} salt
 */
const fingerprint = (password, salt) => $security.hs256(password, salt);

/**
 * Whether this value of the environment's password is the one applied at an earlier start.
 *
 * @param {{ salt: string, fingerprint: string } | undefined} previous
 * @param {string} password
 */
function appliedBefore(previous, password) {
  return !!previous && !!previous.salt && fingerprint(password, previous.salt) === previous.fingerprint;
}

/**
 * @param {CoreApp} app
 * @param {string} collectionName
 * @param {string} email
 * @param {string} password
 * @param {boolean} isNewValue
 * @param {(record: core.Record) => void} prepare
 */
function upsertAccount(app, collectionName, email, password, isNewValue, prepare) {
  const existing = findAuthRecord(app, collectionName, email);
  const record = existing || new Record(app.findCollectionByNameOrId(collectionName));
  if (!existing) record.setEmail(email);
  const apply = !existing || (isNewValue && !record.validatePassword(password));
  if (apply) record.setPassword(password);
  prepare(record);
  app.save(record);
  return { created: !existing, applied: apply, current: apply || record.validatePassword(password) };
}

/** @param {CoreApp} app */
function seedAdmin(app) {
  const email = $os.getenv('ADMIN_EMAIL');
  const password = $os.getenv('ADMIN_PASSWORD');
  if (!email || !password) return;

  // The start runs "migrate up" first, which bootstraps too (on a fresh data
  // folder, before our migrations exist); the "serve" run that follows seeds
  // the account, once per start, so the outcome it reports is this start's.
  if ($os.args.indexOf('serve') === -1) return;

  const applied = readApplied(app);
  const isNewValue = !appliedBefore(applied.accounts && applied.accounts[email], password);
  // A weak value is never applied, as no route would set it (lib/password-check.js); a
  // value applied before it became weak is not judged again, as the account has it already.
  const weak =
    isNewValue && require(`${__hooks}/lib/password-check.js`).weakPasswordProblem(password, [email]);
  if (weak) {
    writeApplied(app, { accounts: applied.accounts || {}, lastStart: { email: email, outcome: 'refused' } });
    app.logger().error('ADMIN_PASSWORD is not applied: ' + weak.message, 'email', email);
    return;
  }
  try {
    const user = upsertAccount(app, 'users', email, password, isNewValue, (record) => {
      record.set('role', 'admin');
      record.setVerified(true);
      if (!record.getString('full_name')) record.set('full_name', 'Site admin');
    });
    upsertAccount(app, '_superusers', email, password, isNewValue, () => {});
    const salt = $security.randomString(32);
    const accounts = Object.assign({}, applied.accounts);
    if (isNewValue) accounts[email] = { salt: salt, fingerprint: fingerprint(password, salt) };
    // 'kept': the environment's value is the one applied before, and the account's own password differs.
    const outcome = user.created ? 'created' : user.applied ? 'applied' : user.current ? 'unchanged' : 'kept';
    writeApplied(app, { accounts: accounts, lastStart: { email: email, outcome: outcome } });
    if (outcome === 'kept')
      app
        .logger()
        .info(
          'ADMIN_PASSWORD is unchanged since it was last applied, and the admin has set another password since (a reset): that password stands.',
          'email',
          email,
        );
  } catch (err) {
    app
      .logger()
      .error('Could not seed the admin account from ADMIN_EMAIL/ADMIN_PASSWORD', 'error', String(err));
  }
}

module.exports = { seedAdmin, APPLIED_FILE };
