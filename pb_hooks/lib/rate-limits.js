/// <reference path="../types/pocketbase.d.ts" />

// After the longest window every budget has started afresh.
/** @param {CoreApp} app */
function longestWindow(app) {
  const durations = app.settings().rateLimits.rules.map((rule) => rule.duration);
  return Math.max.apply(null, [1].concat(durations));
}

// A hook's own errors carry their status; PocketBase's come wrapped.
/** @param {unknown} thrown */
function statusOf(thrown) {
  const err = require(`${__hooks}/lib/field-errors.js`).caughtError(thrown);
  return err.status || (err.value && err.value.status) || 0;
}

// Where our own checks leave how long the client must wait: record hook
// events share the request's store but cannot reach its response headers.
const RETRY_AFTER_KEY = 'retryAfterSeconds';

/**
 * Refuses the request with a 429 that tells the client to come back in
 * `seconds` (lib/sliding-window.js, lib/sign-in-throttle.js).
 *
 * @param {core.RequestEvent} e
 * @param {number} seconds
 * @param {string} message
 * @returns {never}
 */
function tooManyRequests(e, seconds, message) {
  e.set(RETRY_AFTER_KEY, Math.max(1, Math.ceil(seconds)));
  throw new TooManyRequestsError(message);
}

// The actions PocketBase counts a collection's routes under, as it tags them
// (apis/record_crud.go, apis/record_auth.go): "users:create", "*:auth"…
/** @type {{ [route: string]: string[] }} */
const AUTH_ROUTE_TAGS = {
  'auth-with-password': ['authWithPassword', 'auth'],
  'auth-with-oauth2': ['authWithOAuth2', 'auth'],
  'auth-with-otp': ['authWithOTP', 'auth'],
  'auth-refresh': ['authRefresh'],
  'auth-methods': ['listAuthMethods'],
  'request-otp': ['requestOTP'],
  'request-password-reset': ['requestPasswordReset'],
  'confirm-password-reset': ['confirmPasswordReset'],
  'request-verification': ['requestVerification'],
  'confirm-verification': ['confirmVerification'],
  'request-email-change': ['requestEmailChange'],
  'confirm-email-change': ['confirmEmailChange'],
};
/** @type {{ [method: string]: string }} */
const RECORD_TAGS = { GET: 'view', PATCH: 'update', DELETE: 'delete' };
const COLLECTION_ROUTE = /^\/api\/collections\/([^/]+)\/(records(?:\/[^/]+)?|[a-z0-9-]+)\/?$/i;

/**
 * The labels PocketBase looks a collection route's rule up by, most specific first.
 *
 * @param {CoreApp} app
 * @param {string} method
 * @param {string} path
 */
function collectionLabels(app, method, path) {
  const match = COLLECTION_ROUTE.exec(path);
  if (!match) return [];
  let name;
  try {
    name = app.findCachedCollectionByNameOrId(match[1]).name;
  } catch (_) {
    return [];
  }
  const route = match[2].toLowerCase();
  let tags;
  if (route === 'records') tags = [method === 'POST' ? 'create' : 'list'];
  else if (route.indexOf('records/') === 0) tags = RECORD_TAGS[method] ? [RECORD_TAGS[method]] : [];
  else tags = AUTH_ROUTE_TAGS[route] || [];
  return tags.map((tag) => name + ':' + tag).concat(tags.map((tag) => '*:' + tag));
}

// PocketBase's own lookup (core.RateLimitsConfig.FindRateLimitRule): the
// first label with a rule of its own, else a rule ending in "/" that is a
// prefix of it.
/**
 * @param {core.RateLimitRule[]} rules
 * @param {string[]} labels
 * @param {string[]} audiences
 */
function findRule(rules, labels, audiences) {
  /** @param {core.RateLimitRule} rule */
  const fits = (rule) => audiences.indexOf(rule.audience || '') !== -1;
  const prefixRules = rules.filter((rule) => rule.label.charAt(rule.label.length - 1) === '/');
  for (const label of labels) {
    const exact = rules.find((rule) => rule.label === label && fits(rule));
    if (exact) return exact;
    const prefix = prefixRules.find((rule) => (label + '/').indexOf(rule.label) === 0 && fits(rule));
    if (prefix) return prefix;
  }
  return null;
}

/**
 * The longest of the windows that could have refused this request: the
 * route's own rule and the one every request meets. PocketBase's window
 * starts afresh that long after the last request it let through, so the
 * client may try again by then at the latest.
 *
 * @param {core.RequestEvent} e
 */
function windowFor(e) {
  const settings = e.app.settings().rateLimits;
  const method = e.request.method;
  const path = e.request.url.path;
  const audiences = e.auth ? ['', '@auth'] : ['', '@guest'];
  const general = [method + ' ' + path, path];
  const found = [
    findRule(settings.rules, collectionLabels(e.app, method, path).concat(general), audiences),
    findRule(settings.rules, general, audiences),
  ].filter((rule) => rule !== null);
  if (found.length === 0) return longestWindow(e.app);
  return Math.max.apply(
    null,
    found.map((rule) => rule.duration),
  );
}

/**
 * The rule PocketBase counts a create in collection `name` under, for the
 * client of request event `e` (as it looks it up for each request of a
 * batch), or null when none applies.
 *
 * @param {core.RequestEvent} e
 * @param {string} name
 */
function createRuleFor(e, name) {
  const settings = e.app.settings().rateLimits;
  const path = `/api/collections/${name}/records`;
  const audiences = e.auth ? ['', '@auth'] : ['', '@guest'];
  return findRule(settings.rules, [name + ':create', '*:create', 'POST ' + path, path], audiences);
}

/**
 * Tells a rate-limited client when to try again: when our own check said,
 * otherwise when the window of the rule that refused it starts afresh.
 *
 * @param {core.RequestEvent} e
 * @param {unknown} err
 */
function addRetryAfter(e, err) {
  if (statusOf(err) !== 429) return;
  const known = Number(e.get(RETRY_AFTER_KEY));
  const seconds = known > 0 ? known : windowFor(e);
  e.response.header().set('Retry-After', String(seconds));
}

module.exports = { addRetryAfter, createRuleFor, longestWindow, tooManyRequests };
