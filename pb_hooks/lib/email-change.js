/// <reference path="../types/pocketbase.d.ts" />

// Asking to change an account's address mails the new address, so it is
// limited per account as well as per IP (the "users:requestEmailChange"
// rule, src/definitions/request-limits.ts), and it answers the same whether or not
// the new address belongs to another account: PocketBase refuses a taken
// address with a 400, which told anyone signed in which addresses are
// registered. A taken address gets the 204 of a sent mail, and no mail.

const PATH = /^\/api\/collections\/[^/]+\/request-email-change\/?$/i;
const LABEL = 'users:requestEmailChange';

/** @param {unknown} err */
function isTakenAddress(err) {
  const sole = require(`${__hooks}/lib/field-errors.js`).soleFieldError(err);
  return sole !== null && sole.field === 'newEmail' && sole.code === 'validation_invalid_new_email';
}

/**
 * @param {core.RequestEvent} e
 * @param {() => unknown} next the rest of the request
 */
function handleEmailChangeRequest(e, next) {
  if (e.request.method !== 'POST' || !PATH.test(e.request.url.path) || !e.auth || e.hasSuperuserAuth()) {
    return next();
  }
  const wait = require(`${__hooks}/lib/sliding-window.js`).take(
    e.app,
    LABEL,
    'account',
    e.auth.id,
    require(`${__hooks}/lib/clock.js`).now(),
  );
  if (wait > 0) {
    require(`${__hooks}/lib/rate-limits.js`).tooManyRequests(
      e,
      wait,
      'You have asked to change your email address too often: please wait and try again.',
    );
  }
  try {
    return next();
  } catch (err) {
    if (isTakenAddress(err)) return e.noContent(204);
    throw err;
  }
}

module.exports = { handleEmailChangeRequest };
