/// <reference path="../types/pocketbase.d.ts" />

// Refuses a request that would set a users password the rules refuse
// (src/definitions/password.ts), as PocketBase refuses a field: a 400 with the
// reason at `password`. It runs before PocketBase looks at the rest, so a
// sign-up with a weak password is refused alike whether or not its address
// is registered (lib/sign-up.js).

/** @type {Set<string> | null} */
let common = null;

/**
 * The committed list (npm run passwords:update), read once per hook runtime.
 *
 * @param {string} lowered
 */
function isCommon(lowered) {
  if (!common) common = new Set(require(`${__hooks}/lib/common-passwords.json`));
  return common.has(lowered);
}

/**
 * The plain password the request body sets, or null when it sets none.
 *
 * @param {core.RequestEvent} e
 */
function requestedPassword(e) {
  const password = e.requestInfo().body.password;
  return password === undefined || password === null || password === '' ? null : String(password);
}

/**
 * Why `password` is too weak for an account of any of `emails`, as { code, message }, or null.
 *
 * @param {string} password
 * @param {string[]} emails
 */
function weakPasswordProblem(password, emails) {
  const { PASSWORD_PROBLEMS, passwordProblem } = require(`${__hooks}/lib/definitions.js`);
  const problem = passwordProblem(password, emails, isCommon);
  return problem ? PASSWORD_PROBLEMS[problem] : null;
}

/**
 * Throws PocketBase's validation error at `password` when the request sets
 * one that is too weak for an account of any of `emails`; `failure` is the
 * route's own top-level message.
 *
 * @param {core.RequestEvent} e
 * @param {string[]} emails
 * @param {string} failure
 */
function refuseWeakPassword(e, emails, failure) {
  const password = requestedPassword(e);
  if (password === null) return;
  const problem = weakPasswordProblem(password, emails);
  if (!problem) return;
  throw new BadRequestError(failure, { password: new ValidationError(problem.code, problem.message) });
}

const RESET_PATH = /^\/api\/collections\/([^/]+)\/confirm-password-reset\/?$/;

/**
 * The users account a password-reset confirmation is for, or null: PocketBase then answers as it does.
 *
 * @param {core.RequestEvent} e
 */
function resetAccount(e) {
  const match = RESET_PATH.exec(e.request.url.path);
  if (e.request.method !== 'POST' || !match) return null;
  try {
    if (e.app.findCachedCollectionByNameOrId(match[1]).name !== 'users') return null;
    const account = e.app.findAuthRecordByToken(String(e.requestInfo().body.token || ''), 'passwordReset');
    return account.collection().name === 'users' ? account : null;
  } catch (_) {
    return null;
  }
}

/**
 * A password reset's new password, checked before PocketBase's own checks
 * of the form, which would refuse a short one in its own words first.
 *
 * @param {core.RequestEvent} e
 */
function refuseWeakReset(e) {
  const account = resetAccount(e);
  if (account) refuseWeakPassword(e, [account.email()], 'Failed to set new password.');
}

module.exports = { refuseWeakPassword, refuseWeakReset, weakPasswordProblem };
