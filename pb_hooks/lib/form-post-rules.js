/// <reference path="../types/pocketbase.d.ts" />

// The site's own checks of the enquiry and newsletter forms, in its own
// words, for the forms posted without JavaScript
// (lib/form-post-*.js). The browser runs the same rules before sending
// (src/features/enquiry/enquiry-rules.ts, src/features/newsletter/newsletter-rules.ts),
// and the API its own copy for enquiries (lib/enquiry-text.js);
// tests/integration/form-post-rules.test.ts holds all three to one table,
// so they cannot drift apart. Plain JavaScript with no PocketBase globals
// but require, so that test can run it in Node.

/** An address must look like name@domain.tld. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A message of at least 10 characters, the collection's own shortest (lib/record-fields.json). */
const MESSAGE_MIN_LENGTH = require(`${__hooks}/lib/record-fields.json`).enquiries.sent.message.min;
const INVALID_EMAIL = 'Please enter a valid email address';

/** @param {unknown} value */
function text(value) {
  return String(value === undefined || value === null ? '' : value).trim();
}

/**
 * The problem with an address, as the forms word it, or null when it is fine.
 *
 * @param {unknown} value
 */
function emailError(value) {
  const email = text(value);
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email)) return INVALID_EMAIL;
  return null;
}

/**
 * The enquiry form's problems, field name to message; empty when it may be sent.
 *
 * @param {{ [name: string]: unknown }} values
 */
function enquiryErrors(values) {
  /** @type {{ [name: string]: string }} */
  const errors = {};
  if (!text(values.name)) errors.name = 'Name is required';
  const email = emailError(values.email);
  if (email) errors.email = email;
  const message = text(values.message);
  if (!message) errors.message = 'Message is required';
  else if (message.length < MESSAGE_MIN_LENGTH) errors.message = 'Message must be at least 10 characters';
  return errors;
}

/**
 * The subscribe forms' problems, field name to message; empty when it may be sent.
 *
 * @param {{ [name: string]: unknown }} values
 * @returns {{ [name: string]: string }}
 */
function newsletterErrors(values) {
  const email = emailError(values.email);
  return email ? { email } : {};
}

/**
 * `errors` from the collection's own field rules, in the site's words where
 * it has them: PocketBase words a refused address its own way.
 *
 * @param {{ [name: string]: string }} errors
 */
function inSiteWords(errors) {
  return errors.email ? Object.assign({}, errors, { email: INVALID_EMAIL }) : errors;
}

module.exports = { emailError, enquiryErrors, inSiteWords, newsletterErrors };
