/// <reference path="../types/pocketbase.d.ts" />

// Enquiries are deleted once the period /privacy states has passed since the
// last contact with their sender (src/definitions/retention.ts): a person's
// enquiries go together, when neither a later enquiry of theirs nor the
// admin handling one has renewed the contact.

/**
 * The moment before which a last contact has expired, in PocketBase's stored
 * date format (which sorts as it reads).
 *
 * @param {number} nowMs
 * @param {number} months
 */
function cutoffFor(nowMs, months) {
  const cutoff = new Date(nowMs);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString().replace('T', ' ');
}

// Stored dates read 'YYYY-MM-DD HH:MM:SS.sssZ', an unset one ''.
const EXPIRED = `
  SELECT id FROM enquiries WHERE lower(email) IN (
    SELECT lower(email) FROM enquiries
    GROUP BY lower(email)
    HAVING MAX(MAX(created, COALESCE(handled_at, ''))) < {:cutoff}
  )`;

/**
 * Deletes every enquiry whose sender's last contact is older than the
 * retention period, through the app so that the admin's live list hears of
 * it; returns how many went.
 *
 * @param {CoreApp} app
 */
function deleteExpiredEnquiries(app) {
  const months = require(`${__hooks}/lib/definitions.js`).RETENTION_MONTHS.enquiries;
  const cutoff = cutoffFor(require(`${__hooks}/lib/clock.js`).now(), months);
  const rows = /** @type {Array<{ id: string }>} */ (
    /** @type {unknown} */ (arrayOf(new DynamicModel({ id: '' })))
  );
  app.db().newQuery(EXPIRED).bind({ cutoff }).all(rows);
  let deleted = 0;
  for (const row of rows) {
    try {
      app.delete(app.findRecordById('enquiries', row.id));
      deleted++;
    } catch (error) {
      app.logger().error('Could not delete an expired enquiry', 'id', row.id, 'error', String(error));
    }
  }
  // Logged each run, deleting or not: the day it ran and what it did can be read in the dashboard's logs.
  app.logger().info('Enquiry retention', 'deleted', deleted, 'cutoff', cutoff, 'months', months);
  return deleted;
}

module.exports = { deleteExpiredEnquiries, cutoffFor };
