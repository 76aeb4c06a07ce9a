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
 * The times of a log still inside the rule's window at `now`.
 *
 * @param {unknown} stored
 * @param {core.RateLimitRule} rule
 * @param {number} now
 */
function recentTimes(stored, rule, now) {
  return require(`${__hooks}/lib/stored-times.js`)
    .readTimes(stored)
    .filter((time) => now - time < rule.duration * 1000);
}

/**
 * How many milliseconds until `wanted` more requests fit beside the `recent` times.
 *
 * @param {number[]} recent
 * @param {core.RateLimitRule} rule
 * @param {number} wanted
 * @param {number} now
 */
function waitMsFor(recent, rule, wanted, now) {
  // How many of the times in the window must leave it first.
  const leaving = recent.length + wanted - rule.maxRequests;
  if (leaving <= 0) return 0;
  const last = recent[Math.min(leaving, recent.length) - 1];
  return last === undefined ? rule.duration * 1000 : last + rule.duration * 1000 - now;
}

/**
 * Counts `count` requests of `client` against `label`'s budget in `scope`,
 * all of them or none. Answers how many seconds the client must wait until
 * all of them fit, or 0 when they went ahead and were counted. The store's
 * setFunc holds a lock, so concurrent requests count one by one.
 *
 * @param {CoreApp} app
 * @param {string} label
 * @param {string} scope
 * @param {string} client
 * @param {number} now
 * @param {number} [count]
 */
function take(app, label, scope, client, now, count) {
  const wanted = count || 1;
  const rule = ruleFor(app, label);
  if (!rule || !client) return 0;
  let waitMs = 0;
  app.store().setFunc(PREFIX + label + '|' + scope + '|' + client, (old) => {
    const recent = recentTimes(old, rule, now);
    waitMs = waitMsFor(recent, rule, wanted, now);
    if (waitMs <= 0) for (let counted = 0; counted < wanted; counted++) recent.push(now);
    return JSON.stringify(recent);
  });
  return waitMs > 0 ? waitMs / 1000 : 0;
}

/**
 * How many seconds `client` must wait until `count` more requests fit
 * `label`'s budget, or 0 when they fit now; counts nothing.
 *
 * @param {CoreApp} app
 * @param {string} label
 * @param {string} client
 * @param {number} now
 * @param {number} count
 */
function fits(app, label, client, now, count) {
  const rule = ruleFor(app, label);
  if (!rule || !client) return 0;
  const waitMs = waitMsFor(
    recentTimes(app.store().get(PREFIX + label + '||' + client), rule, now),
    rule,
    count,
    now,
  );
  return waitMs > 0 ? waitMs / 1000 : 0;
}

/**
 * Where a batch leaves, for its requests, that it has paid for their budget
 * already (record request events of a batch share its store).
 */
const PAID_KEY = 'slidingWindowPaidByBatch:';

/**
 * Throws a 429, with Retry-After, when `label`'s budget for this client is
 * spent; `scope` keeps apart what PocketBase counts apart (each collection).
 * A request of a batch that paid for it (payForBatch) is not counted again.
 *
 * @param {core.RequestEvent} e
 * @param {string} label
 * @param {string} [scope]
 */
function checkSlidingWindow(e, label, scope) {
  if (e.hasSuperuserAuth()) return;
  if (!scope && e.get(PAID_KEY + label)) return;
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
 * The collections whose creates this window counts (their create hooks call
 * checkSlidingWindow with `<collection>:create`).
 */
const COUNTED_CREATES = ['enquiries', 'newsletter_subscriptions', 'users'];

/** A batch request that creates a record, as PocketBase's batch API reads it (apis/batch.go). */
const BATCH_CREATE = /^POST \/api\/collections\/([^/?]+)\/records(\?.*)?$/;

/**
 * How many records of each collection the batch of request event `e` creates.
 *
 * @param {core.RequestEvent} e
 */
function createsInBatch(e) {
  /** @type {{ [collection: string]: number }} */
  const counts = {};
  const requests = require(`${__hooks}/lib/definitions.js`).asFields(e.requestInfo().body)['requests'];
  for (const request of Array.isArray(requests) ? requests : []) {
    const match = BATCH_CREATE.exec(String(request.method).toUpperCase() + ' ' + String(request.url));
    if (!match) continue;
    let name;
    try {
      name = e.app.findCachedCollectionByNameOrId(match[1]).name;
    } catch (_) {
      continue;
    }
    counts[name] = (counts[name] || 0) + 1;
  }
  return counts;
}

/**
 * Pays, before it runs, for every create of a batch that a budget counts:
 * a batch that cannot fit a budget at all answers 413 (it must be sent in
 * smaller batches), and one that does not fit what is left of it now
 * answers 429 with Retry-After, in both cases having spent nothing. Counted
 * one by one as the batch ran, its first requests spent the budget and a
 * later one was refused, which rolled back the whole batch. A batch that
 * fails for another reason (an invalid request) has spent its budget, as a
 * refused single request does.
 *
 * @param {core.RequestEvent} e
 */
function payForBatch(e) {
  if (e.hasSuperuserAuth() || !e.app.settings().rateLimits.enabled) return;
  const counts = createsInBatch(e);
  const names = Object.keys(counts);
  const { createRuleFor, tooManyRequests } = require(`${__hooks}/lib/rate-limits.js`);
  for (const name of names) {
    const rule = createRuleFor(e, name);
    if (rule && counts[name] > rule.maxRequests) {
      throw new ApiError(
        413,
        `That batch holds ${counts[name]} new ${name} records, and at most ${rule.maxRequests} may be sent in ${rule.duration} seconds: please send them in smaller batches.`,
      );
    }
  }
  const counted = names.filter((name) => COUNTED_CREATES.indexOf(name) !== -1);
  const client = e.realIP();
  const now = require(`${__hooks}/lib/clock.js`).now();
  // Every budget is looked at before any is spent: one that does not fit refuses the batch.
  for (const name of counted) {
    const wait = fits(e.app, name + ':create', client, now, counts[name]);
    if (wait > 0) tooManyRequests(e, wait, 'Too many requests: please wait a moment and try again.');
  }
  for (const name of counted) {
    const label = name + ':create';
    const wait = take(e.app, label, '', client, now, counts[name]);
    // Spent meanwhile by a request of the same client running beside this one.
    if (wait > 0) tooManyRequests(e, wait, 'Too many requests: please wait a moment and try again.');
    e.set(PAID_KEY + label, true);
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

module.exports = { checkSlidingWindow, payForBatch, pruneSlidingWindows, take };
