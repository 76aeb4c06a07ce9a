/// <reference path="../types/pocketbase.d.ts" />

// The owner's weekly report: due from Monday 08:00 UK time for the week
// before (src/definitions/weekly-report.ts), queued once per week through
// the mail queue, which retries it until the SMTP server takes it. The job
// runs every few minutes, so a server that was down at 08:00 sends it when
// it is back, later in the week; a week's record, saved with the mail in one
// transaction under a unique name, keeps every other run from sending it
// again.

const HOUR = 3600000;

/** @typedef {import('../../src/definitions/weekly-report').ReportWeek} ReportWeek */
/** @typedef {import('../../src/definitions/analytics-summary').StatCard} StatCard */
/**
 * What the report says.
 * @typedef {object} WeeklyFigures
 * @property {ReportWeek} week
 * @property {import('../../src/definitions/analytics-summary').AnalyticsSummary} summary
 * @property {StatCard} enquiries
 * @property {number} stillNew
 * @property {Array<{ body: string, url: string }>} newListed
 */

/** @param {number} at */
function dbTime(at) {
  return new Date(at).toISOString().replace('T', ' ');
}

/**
 * Whether the admin wants the report: on unless switched off in the admin's settings.
 *
 * @param {CoreApp} app
 */
function reportIsOn(app) {
  const { ADMIN_SETTINGS } = require(`${__hooks}/lib/definitions.js`);
  try {
    return app
      .findRecordById(ADMIN_SETTINGS.collection, ADMIN_SETTINGS.id)
      .getBool(ADMIN_SETTINGS.weeklyReport);
  } catch {
    return true;
  }
}

/**
 * @param {CoreApp} app
 * @param {string} key
 */
function alreadyQueued(app, key) {
  const { WEEKLY_REPORTS_COLLECTION } = require(`${__hooks}/lib/definitions.js`);
  return app.countRecords(WEEKLY_REPORTS_COLLECTION, $dbx.hashExp({ week: key })) > 0;
}

/**
 * Enquiries received in [from, to), spam left out.
 *
 * @param {CoreApp} app
 * @param {number} from
 * @param {number} to
 */
function enquiriesBetween(app, from, to) {
  return app.countRecords(
    'enquiries',
    $dbx.exp("created >= {:from} AND created < {:to} AND filed != 'spam'", {
      from: dbTime(from),
      to: dbTime(to),
    }),
  );
}

/**
 * The week's figures: traffic from the dashboard's own summary, enquiries
 * from the enquiries received, and those still new now.
 *
 * @param {CoreApp} app
 * @param {ReportWeek} week
 * @param {number} now
 * @returns {WeeklyFigures}
 */
function weeklyFigures(app, week, now) {
  const defs = require(`${__hooks}/lib/definitions.js`);
  const { card, summarizeHours } = require(`${__hooks}/lib/analytics-summary.js`);
  const summary = summarizeHours(
    app.db(),
    { from: week.from / HOUR, to: week.to / HOUR, previousFrom: week.previousFrom / HOUR },
    defs.customPeriod(week.firstDay, week.lastDay),
    now,
  );
  // A handful at most: an enquiry stops being new once read or filed.
  const stillNew = /** @type {core.Record[]} */ (
    app.findRecordsByFilter('enquiries', defs.NEW_ENQUIRY_FILTER, '-created', 0, 0)
  );
  return {
    week,
    summary,
    enquiries: card(
      enquiriesBetween(app, week.from, week.to),
      enquiriesBetween(app, week.previousFrom, week.from),
    ),
    stillNew: stillNew.length,
    newListed: stillNew.slice(0, defs.REPORT_NEW_LISTED).map((record) =>
      defs.enquiryAlert({
        id: record.id,
        name: record.getString('name'),
        topic: record.getString('topic'),
        service: record.getString('service'),
      }),
    ),
  };
}

/**
 * Queues last week's report if it is due, switched on and not queued yet.
 * Returns whether it queued it.
 *
 * @param {CoreApp} app
 */
function sendWeeklyReportIfDue(app) {
  const defs = require(`${__hooks}/lib/definitions.js`);
  const now = require(`${__hooks}/lib/clock.js`).now();
  const week = defs.reportWeekBefore(now);
  if (now < week.dueAt || !reportIsOn(app) || alreadyQueued(app, week.key)) return false;
  require(`${__hooks}/lib/analytics-rollup.js`).rollUp(app);
  const { agencyAddress } = require(`${__hooks}/lib/mail-config.js`);
  const mail = require(`${__hooks}/lib/weekly-report-mail.js`).buildWeeklyReport(
    app,
    weeklyFigures(app, week, now),
  );
  try {
    app.runInTransaction((txApp) => {
      const record = new Record(txApp.findCollectionByNameOrId(defs.WEEKLY_REPORTS_COLLECTION));
      record.set('week', week.key);
      txApp.save(record);
      require(`${__hooks}/lib/mail-queue.js`).enqueueMail(txApp, {
        kind: 'weekly_report',
        to: [{ address: agencyAddress(app), name: '' }],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    });
  } catch (err) {
    // Another run queued it meanwhile: the week's unique name refused this one.
    if (alreadyQueued(app, week.key)) return false;
    throw err;
  }
  return true;
}

module.exports = { sendWeeklyReportIfDue };
