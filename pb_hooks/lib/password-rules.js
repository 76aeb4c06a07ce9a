/// <reference path="../types/pocketbase.d.ts" />

// What makes a users password too weak to set, in the site's words. The
// browser says the same at the field before sending
// (src/features/auth/password-rules.ts); tests/integration/password-rules.test.ts
// holds the two to one table, so they cannot drift apart. Plain JavaScript
// with no PocketBase globals, so that test can run it in Node.

/** Counted in characters, as PocketBase counts them, not in bytes (pb_migrations/1795302600_users_password_min.js). */
const PASSWORD_MIN_LENGTH = 10;

const MESSAGES = {
  onlySpaces: "A password can't be only spaces.",
  tooShort: 'Use at least ' + PASSWORD_MIN_LENGTH + ' characters.',
  email: "Don't use your email address as your password.",
  common: 'That password is too common. Choose another.',
};

const CODES = {
  onlySpaces: 'validation_password_only_spaces',
  tooShort: 'validation_password_too_short',
  email: 'validation_password_is_email',
  common: 'validation_password_too_common',
};

/** @param {string} text */
const characters = (text) => Array.from(text).length;

/**
 * The address itself and its part before the `@`, which people reuse as a password.
 *
 * @param {string} email
 */
function addressForms(email) {
  const address = String(email || '')
    .trim()
    .toLowerCase();
  if (!address) return [];
  const at = address.lastIndexOf('@');
  return at > 0 ? [address, address.slice(0, at)] : [address];
}

/**
 * The first reason `password` may not be set for an account of any of
 * `emails`, as { code, message }, or null. `isCommon` answers for a
 * lowercased password. An empty one is PocketBase's to refuse ("Cannot be blank.").
 *
 * @param {string} password
 * @param {string[]} emails
 * @param {(lowered: string) => boolean} isCommon
 */
function passwordProblem(password, emails, isCommon) {
  const text = String(password);
  if (text === '') return null;
  /** @type {keyof typeof CODES | null} */
  let problem = null;
  const lowered = text.trim().toLowerCase();
  if (text.trim() === '') problem = 'onlySpaces';
  else if (characters(text) < PASSWORD_MIN_LENGTH) problem = 'tooShort';
  else if (emails.some((email) => addressForms(email).indexOf(lowered) !== -1)) problem = 'email';
  else if (isCommon(lowered)) problem = 'common';
  return problem ? { code: CODES[problem], message: MESSAGES[problem] } : null;
}

module.exports = { PASSWORD_MIN_LENGTH, passwordProblem };
