/// <reference path="types/pocketbase.d.ts" />

// A delivery of events that succeeds is kept out of PocketBase's request
// log by a step of lib/request-checks.js.

// A browser that objects to tracking (Global Privacy Control, Do Not Track)
// is answered as if its event were stored, so that no outbox keeps sending
// it again, but nothing is kept.
onRecordCreateRequest((e) => {
  if (require(`${__hooks}/lib/tracking-objection.js`).objectsToTracking(e.requestInfo().headers)) {
    return e.json(200, e.record);
  }
  e.next();
}, 'user_analytics');

// Events carry the visitor's own clock (client_ts), since the outbox may
// deliver them days or months late. An unparseable time is refused
// (PocketBase would store it as empty). A time that cannot be the visitor's
// is replaced by the server's now, which keeps the event and is the best
// guess of when it happened: one in the future, or one over a year old (a
// device whose clock was reset to 1970, say).
onRecordCreateRequest((e) => {
  const sent = e.requestInfo().body['client_ts'];
  const clientTime = e.record.getDateTime('client_ts');
  if (sent !== undefined && sent !== null && sent !== '' && clientTime.isZero()) {
    throw new BadRequestError('Failed to create record.', {
      client_ts: new ValidationError('validation_invalid_date', 'Must be a valid date.'),
    });
  }
  const now = new DateTime();
  const oldest = now.addDate(-1, 0, 0);
  if (!clientTime.isZero() && (clientTime.after(now) || clientTime.before(oldest))) {
    e.record.set('client_ts', now);
  }
  e.next();
}, 'user_analytics');

// The device and the browser's and system's families come from the request's
// own User-Agent header (a batch's items share it), and the string goes no
// further: events have no field to keep it in.
onRecordCreateRequest((e) => {
  const { familiesOf } = require(`${__hooks}/lib/user-agent-families.js`);
  const families = familiesOf(e.requestInfo().headers['user_agent']);
  e.record.set('device', families.device);
  e.record.set('browser', families.browser);
  e.record.set('os', families.os);
  e.next();
}, 'user_analytics');

// Path, source and time for the reports, however the event was created.
onRecordCreate((e) => {
  const { isSitePage } = require(`${__hooks}/lib/site-files.js`);
  require(`${__hooks}/lib/analytics-event-fields.js`).deriveEventFields(e.record, new DateTime(), isSitePage);
  e.next();
}, 'user_analytics');

routerAdd('GET', '/api/analytics/summary', (e) => require(`${__hooks}/lib/analytics-routes.js`).summary(e));
routerAdd('GET', '/api/analytics/realtime', (e) => require(`${__hooks}/lib/analytics-routes.js`).realtime(e));
routerAdd('POST', '/api/analytics/rollup', (e) => require(`${__hooks}/lib/analytics-routes.js`).rollUpNow(e));

// Rollups follow the events every minute (and when the dashboard asks,
// POST /api/analytics/rollup); raw events past the retention age go once rolled up.
cronAdd('analytics-rollup', $os.getenv('ANALYTICS_ROLLUP_CRON') || '* * * * *', () => {
  require(`${__hooks}/lib/analytics-rollup.js`).rollUp($app);
});
cronAdd('analytics-retention', $os.getenv('ANALYTICS_RETENTION_CRON') || '30 3 * * *', () => {
  require(`${__hooks}/lib/analytics-maintenance.js`).pruneOldEvents($app);
});

onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/analytics-maintenance.js`).pruneOldEvents(e.app);
  require(`${__hooks}/lib/freed-space.js`).wipeIfDue(e.app);
});
