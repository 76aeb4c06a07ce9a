/// <reference path="../types/pocketbase.d.ts" />

// PocketBase's own limiter counts in fixed windows that start afresh one
// window after the last request it let through: a client that spends its
// budget just before that moment gets a whole new budget just after, twice
// the budget in little more than one window. This check keeps, per client
// IP and rule, the times of the requests it let through (a sliding log) and
// lets a request through only while fewer than the budget fall inside the
// last window, however the requests are spread. It reads the budgets
// PocketBase is given (app.settings().rateLimits), so the two never differ.

const PREFIX = 'sliding-window:';

/**
 * The rule PocketBase holds under `label`, or null when there is none.
 *
 * @param {CoreApp} app
 * @param {string} label
 */
function ruleFor(app, label) {
  const settings = app.settings().rateLimits;
  if (!settings.enabled) return null;
  const rule = settings.rules.find((candidate) => candidate.label === label);
  return rule && rule.maxRequests > 0 && rule.duration > 0 ? rule : null;
}

/**
 * Counts one request of `client` against `label`'s budget in `scope`. Answers how many
 * seconds the client must wait, or 0 when the request may go ahead. The
 * store's setFunc holds a lock, so concurrent requests count one by one.
 *
 * @param {CoreApp} app
 * @param {string} label
 * @param {string} scope
 * @param {string} client
 * @param {number} now
 */
function take(app, label, scope, client, now) {
  const rule = ruleFor(app, label);
  if (!rule || !client) return 0;
  const windowMs = rule.duration * 1000;
  let waitMs = 0;
  app.store().setFunc(PREFIX + label + '|' + scope + '|' + client, (old) => {
    const recent = require(`${__hooks}/lib/stored-times.js`)
      .readTimes(old)
      .filter((time) => now - time < windowMs);
    if (recent.length >= rule.maxRequests) {
      waitMs = recent[recent.length - rule.maxRequests] + windowMs - now;
      return JSON.stringify(recent);
    }
    recent.push(now);
    return JSON.stringify(recent);
  });
  return waitMs > 0 ? waitMs / 1000 : 0;
}

/**
 * Throws a 429, with Retry-After, when `label`'s budget for this client is
 * spent; `scope` keeps apart what PocketBase counts apart (each collection).
 *
 * @param {core.RequestEvent} e
 * @param {string} label
 * @param {string} [scope]
 */
function checkSlidingWindow(e, label, scope) {
  if (e.hasSuperuserAuth()) return;
  const wait = take(e.app, label, scope || '', e.realIP(), require(`${__hooks}/lib/clock.js`).now());
  if (wait > 0) {
    require(`${__hooks}/lib/rate-limits.js`).tooManyRequests(
      e,
      wait,
      'Too many requests: please wait a moment and try again.',
    );
  }
}

/**
 * Forgets logs whose every time has left the longest window.
 *
 * @param {CoreApp} app
 * @param {number} now
 */
function pruneSlidingWindows(app, now) {
  const longest = require(`${__hooks}/lib/rate-limits.js`).longestWindow(app) * 1000;
  app
    .store()
    .keys()
    .filter((key) => String(key).indexOf(PREFIX) === 0)
    .forEach((key) => {
      const times = require(`${__hooks}/lib/stored-times.js`).readTimes(app.store().get(key));
      if (times.length === 0 || now - times[times.length - 1] >= longest) app.store().remove(key);
    });
}

module.exports = { checkSlidingWindow, pruneSlidingWindows, take };
