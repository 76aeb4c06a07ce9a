/// <reference path="../types/pocketbase.d.ts" />

// Password guessing is slowed per account, not only per IP. Failed sign-ins
// are counted for the account from one address (the pair) and for the
// account from everywhere. Past a few free failures, each further attempt
// waits a delay that doubles with every failure (429 with Retry-After), so
// guessing slows to a crawl while a person who mistyped a few times barely
// notices. The account-wide count never slows an address that signed in to
// the account lately, so guesses from elsewhere cannot lock the owner out;
// a completed password reset clears every count for the account, and the
// reset mail itself is never held back here. Counts live in memory
// ($app.store()): a restart forgives them. The numbers come from the
// environment (docs/security.md, "Spam and abuse").

const FAILED = 'sign-in-failed:';
const TRUSTED = 'sign-in-trusted:';
const TRUSTED_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * @param {string} name
 * @param {number} fallback
 */
function number(name, fallback) {
  const value = parseFloat($os.getenv(name));
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

function config() {
  return {
    pairFree: number('SIGN_IN_FREE_FAILURES', 5),
    accountFree: number('SIGN_IN_ACCOUNT_FREE_FAILURES', 20),
    windowMs: number('SIGN_IN_FAILURE_WINDOW_SECONDS', 900) * 1000,
    baseMs: number('SIGN_IN_DELAY_BASE_SECONDS', 2) * 1000,
    maxMs: number('SIGN_IN_DELAY_MAX_SECONDS', 900) * 1000,
  };
}

/** @param {string} identity */
const accountOf = (identity) =>
  String(identity || '')
    .trim()
    .toLowerCase();

/**
 * @param {CoreApp} app
 * @param {string} key
 * @param {number} now
 * @param {number} windowMs
 */
function recentFailures(app, key, now, windowMs) {
  return require(`${__hooks}/lib/stored-times.js`)
    .readTimes(app.store().get(key))
    .filter((time) => now - time < windowMs);
}

/**
 * Milliseconds still to wait after `failures`, of which the first `free` cost nothing.
 *
 * @param {number[]} failures
 * @param {number} free
 * @param {ReturnType<typeof config>} settings
 * @param {number} now
 */
function waitFor(failures, free, settings, now) {
  const excess = failures.length - free;
  if (excess < 0 || failures.length === 0) return 0;
  const delay = Math.min(settings.baseMs * Math.pow(2, excess), settings.maxMs);
  return Math.max(0, failures[failures.length - 1] + delay - now);
}

/**
 * @param {CoreApp} app
 * @param {string} account
 * @param {string} ip
 * @param {number} now
 */
function isTrusted(app, account, ip, now) {
  const at = Number(app.store().get(TRUSTED + account + '|' + ip) || 0);
  return at > 0 && now - at < TRUSTED_FOR_MS;
}

/**
 * Refuses an attempt for `identity` from `ip` while its delay runs, with a 429 and Retry-After.
 *
 * @param {core.RequestEvent} e
 * @param {string} identity
 * @param {string} ip
 * @param {number} now
 */
function checkSignIn(e, identity, ip, now) {
  const account = accountOf(identity);
  if (!account) return;
  const settings = config();
  const pair = recentFailures(e.app, FAILED + account + '|' + ip, now, settings.windowMs);
  let wait = waitFor(pair, settings.pairFree, settings, now);
  if (!isTrusted(e.app, account, ip, now)) {
    const everywhere = recentFailures(e.app, FAILED + account, now, settings.windowMs);
    wait = Math.max(wait, waitFor(everywhere, settings.accountFree, settings, now));
  }
  if (wait > 0) {
    require(`${__hooks}/lib/rate-limits.js`).tooManyRequests(
      e,
      wait / 1000,
      'Too many failed sign-ins for this account: please wait a moment, or reset your password.',
    );
  }
}

/**
 * @param {CoreApp} app
 * @param {string} key
 * @param {number} now
 * @param {number} windowMs
 */
function remember(app, key, now, windowMs) {
  app.store().setFunc(key, (old) => {
    const times = require(`${__hooks}/lib/stored-times.js`)
      .readTimes(old)
      .filter((time) => now - time < windowMs);
    times.push(now);
    return JSON.stringify(times);
  });
}

/**
 * @param {CoreApp} app
 * @param {string} identity
 * @param {string} ip
 * @param {number} now
 */
function recordFailure(app, identity, ip, now) {
  const account = accountOf(identity);
  if (!account) return;
  const { windowMs } = config();
  remember(app, FAILED + account + '|' + ip, now, windowMs);
  remember(app, FAILED + account, now, windowMs);
}

/**
 * The address signed in: its own count starts afresh and the account-wide one no longer slows it.
 *
 * @param {CoreApp} app
 * @param {string} identity
 * @param {string} ip
 * @param {number} now
 */
function recordSuccess(app, identity, ip, now) {
  const account = accountOf(identity);
  if (!account) return;
  app.store().remove(FAILED + account + '|' + ip);
  app.store().set(TRUSTED + account + '|' + ip, String(now));
}

/**
 * A password sign-in, slowed for the account `identity` names from the
 * request's address: refused while its delay runs; a failure counted and
 * answered as every failure is; a success trusted for that address.
 *
 * @param {core.RequestEvent} e
 * @param {string} identity
 */
function throttledSignIn(e, identity) {
  const clock = require(`${__hooks}/lib/clock.js`);
  const ip = e.realIP();
  checkSignIn(e, identity, ip, clock.now());
  try {
    e.next();
  } catch (_) {
    recordFailure(e.app, identity, ip, clock.now());
    throw new BadRequestError('Failed to authenticate.');
  }
  recordSuccess(e.app, identity, ip, clock.now());
}

/**
 * The mailbox's owner proved who they are: every count for the account starts afresh.
 *
 * @param {CoreApp} app
 * @param {string} email
 */
function clearAccount(app, email) {
  const account = accountOf(email);
  if (!account) return;
  app
    .store()
    .keys()
    .filter((key) => {
      const text = String(key);
      return text === FAILED + account || text.indexOf(FAILED + account + '|') === 0;
    })
    .forEach((key) => app.store().remove(key));
}

/**
 * Forgets counts past the window and trusted addresses past their time.
 *
 * @param {CoreApp} app
 * @param {number} now
 */
function pruneSignIns(app, now) {
  const { windowMs } = config();
  app
    .store()
    .keys()
    .forEach((key) => {
      const text = String(key);
      if (text.indexOf(FAILED) === 0 && recentFailures(app, text, now, windowMs).length === 0) {
        app.store().remove(text);
      } else if (text.indexOf(TRUSTED) === 0 && now - Number(app.store().get(text) || 0) >= TRUSTED_FOR_MS) {
        app.store().remove(text);
      }
    });
}

module.exports = { clearAccount, pruneSignIns, throttledSignIn };
