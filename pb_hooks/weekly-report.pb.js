/// <reference path="types/pocketbase.d.ts" />

// The owner's weekly report (lib/weekly-report.js). The job looks every few
// minutes whether the report is due; WEEKLY_REPORT_CRON changes how often,
// and "off" leaves the job out, for a copy of the site that must not mail
// the owner (docs/operations.md). The time of the report is the
// definition's, Monday 08:00 UK time, whatever the cron's own time zone.
const schedule = $os.getenv('WEEKLY_REPORT_CRON') || '*/5 * * * *';
if (schedule !== 'off') {
  cronAdd('weekly_report', schedule, () => {
    try {
      require(`${__hooks}/lib/weekly-report.js`).sendWeeklyReportIfDue($app);
    } catch (err) {
      $app
        .logger()
        .error('The weekly report could not be queued; the next run tries again', 'error', String(err));
    }
  });
}
