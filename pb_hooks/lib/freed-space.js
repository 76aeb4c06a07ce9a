/// <reference path="../types/pocketbase.d.ts" />

// SQLite does not wipe what it deletes: a dropped column's values stay
// readable in the database file's free space until it happens to be reused.
// VACUUM rebuilds the file from what is still stored, but it cannot run in
// the transaction that migrations share, so a migration that removes personal
// data leaves a mark and the next start rebuilds the file.

const WIPE_DUE = 'freed_space_wipe_due';

/**
 * For a migration that removes personal data: the next start wipes the space it leaves.
 *
 * @param {CoreApp} app
 */
function scheduleWipe(app) {
  app.db().newQuery(`CREATE TABLE IF NOT EXISTS ${WIPE_DUE} (id INTEGER PRIMARY KEY)`).execute();
}

/**
 * At start: rebuilds the database file if a migration asked for it.
 *
 * @param {CoreApp} app
 */
function wipeIfDue(app) {
  if (!app.hasTable(WIPE_DUE)) return;
  try {
    app.vacuum();
    app.db().newQuery(`DROP TABLE ${WIPE_DUE}`).execute();
    app.logger().info('Rebuilt the database to wipe removed data');
  } catch (error) {
    // The site runs meanwhile; the next start tries again.
    app.logger().warn('Could not rebuild the database to wipe removed data', 'error', String(error));
  }
}

module.exports = { scheduleWipe, wipeIfDue };
