/// <reference path="../types/pocketbase.d.ts" />

// The admin dashboard's API: figures for a period, and the live visitor count.

/**
 * An admin is a users record with the admin role; PocketBase's superusers may read too.
 *
 * @param {core.RequestEvent} e
 */
function requireAdmin(e) {
  const auth = e.auth;
  if (!auth) throw new UnauthorizedError('Sign in as an admin to view analytics.');
  const isAdmin = auth.collection().name === 'users' && auth.getString('role') === 'admin';
  if (!isAdmin && !auth.isSuperuser()) throw new ForbiddenError('Only an admin may view analytics.');
}

/** @param {core.RequestEvent} e */
function summary(e) {
  requireAdmin(e);
  const { periodError, summarize } = require(`${__hooks}/lib/analytics-summary.js`);
  const query = e.request.url.query();
  const period = query.get('period') || require(`${__hooks}/lib/definitions.js`).DEFAULT_PERIOD;
  const error = periodError(period, Date.now());
  if (error) throw new BadRequestError(error);
  const { filtersFrom } = require(`${__hooks}/lib/analytics-filtered.js`);
  const filters = filtersFrom((name) => (query.has(name) ? query.get(name) : null));
  return e.json(200, summarize(e.app.db(), period, Date.now(), filters));
}

/**
 * Rolls up the events stored since the last pass. The cron does so every
 * minute; the dashboard asks first, so what it shows is never stale, and the
 * summary stays a read that a prefetch or a retry can repeat freely.
 *
 * @param {core.RequestEvent} e
 */
function rollUpNow(e) {
  requireAdmin(e);
  return e.json(200, { covered: require(`${__hooks}/lib/analytics-rollup.js`).rollUp(e.app) });
}

/** @param {core.RequestEvent} e */
function realtime(e) {
  requireAdmin(e);
  const { realtimeVisitors } = require(`${__hooks}/lib/analytics-summary.js`);
  return e.json(200, { visitors: realtimeVisitors(e.app.db(), Date.now()) });
}

module.exports = { summary, realtime, rollUpNow };
