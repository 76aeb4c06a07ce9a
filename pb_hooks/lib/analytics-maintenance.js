/// <reference path="../types/pocketbase.d.ts" />

/**
 * ANALYTICS_RETENTION_DAYS: how long raw events are kept (fractions allowed); see docs/admin.md.
 * Unset, the period /privacy states (src/definitions/retention.ts, which the page reads too).
 */
function retentionDays() {
  const value = parseFloat($os.getenv('ANALYTICS_RETENTION_DAYS'));
  return value >= 0 ? value : require(`${__hooks}/lib/definitions.js`).RETENTION_DAYS.analyticsEvents;
}

/**
 * Rolls up what is waiting, then deletes raw events past the retention age.
 *
 * @param {CoreApp} app
 */
function pruneOldEvents(app) {
  const { rollUp, pruneEvents, isRollupReady } = require(`${__hooks}/lib/analytics-rollup.js`);
  // "migrate up" boots the app before it migrates: a fresh folder has no tables yet, an older one
  // its older columns. The start that serves comes after the migrations.
  if (!isRollupReady(app)) return;
  rollUp(app);
  const deleted = pruneEvents(app, retentionDays());
  if (deleted > 0) app.logger().info('Deleted analytics events past retention', 'count', deleted);
}

module.exports = { pruneOldEvents, retentionDays };
