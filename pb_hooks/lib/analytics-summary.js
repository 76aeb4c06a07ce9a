/// <reference path="../../pb_data/types.d.ts" />

// The admin dashboard's figures for one period, added up from the hourly
// rollups (see analytics-rollup.js). Definitions are in README.md.

const HOUR = 3600000;

/** Spec §9: the dashboard's periods. 24h is counted by the hour, the others by the (UTC) day. */
const PERIODS = {
  '24h': { buckets: 24, bucketHours: 1 },
  '7d': { buckets: 7, bucketHours: 24 },
  '30d': { buckets: 30, bucketHours: 24 },
  '90d': { buckets: 90, bucketHours: 24 },
};
/** Spec §9: the recent events query limit; top lists show 10. */
const RECENT_EVENTS = 100;
const TOP = 10;
const REALTIME_MINUTES = 5;

const METRICS = [
  'events',
  'page_views',
  'page',
  'goal',
  'time_on_page_seconds',
  'time_on_page_exits',
  'sessions',
  'bounces',
  'conversions',
  'device',
  'entry',
  'exit',
  'referrer',
  'utm_source',
  'utm_campaign',
];
const quoted = (names) => names.map((name) => `'${name}'`).join(', ');

/**
 * The hours (since 1970, UTC) a period covers: its buckets end with the
 * current hour or day, which is still running.
 */
function periodRange(period, now) {
  const { buckets, bucketHours } = PERIODS[period];
  const end = (Math.floor(now / (bucketHours * HOUR)) + 1) * bucketHours;
  return { from: end - buckets * bucketHours, to: end, buckets, bucketHours };
}

function rows(db, sql, params, shape) {
  const result = arrayOf(new DynamicModel(shape));
  db.newQuery(sql).bind(params).all(result);
  return result;
}

function totals(db, range, metrics) {
  const found = {};
  for (const name of metrics) found[name] = 0;
  for (const row of rows(
    db,
    `SELECT metric, sum(value) AS value FROM analytics_rollups
     WHERE metric IN (${quoted(metrics)}) AND hour >= {:from} AND hour < {:to} GROUP BY metric`,
    range,
    { metric: '', value: 0 },
  )) {
    found[row.metric] = row.value;
  }
  return found;
}

const percent = (part, whole) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
/** Change against the previous period in percent, or null when there is nothing to compare with. */
const change = (current, previous) =>
  previous > 0 ? Math.round(((current - previous) / previous) * 100) : null;

function card(current, previous) {
  return { value: current, previous, change: change(current, previous) };
}

/** A rate's change is in percentage points, as analytics tools show it. */
function rateCard(current, previous, previousSessions) {
  return { value: current, previous, change: previousSessions > 0 ? current - previous : null };
}

function top(byKey, metric, label) {
  const entries = Object.entries(byKey[metric] || {});
  entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return entries.slice(0, TOP).map(([key, value]) => ({ [label]: key, count: value }));
}

function isoHour(hour) {
  return new Date(hour * HOUR).toISOString();
}

/** The summary the dashboard shows for `period` at time `now` (ms). */
function summarize(db, period, now) {
  const range = periodRange(period, now);
  const length = range.to - range.from;
  const previousRange = { from: range.from - length, to: range.from };

  const byKey = {};
  const current = {};
  for (const row of rows(
    db,
    `SELECT metric, key, sum(value) AS value FROM analytics_rollups
     WHERE metric IN (${quoted(METRICS)}) AND hour >= {:from} AND hour < {:to}
     GROUP BY metric, key`,
    range,
    { metric: '', key: '', value: 0 },
  )) {
    current[row.metric] = (current[row.metric] || 0) + row.value;
    (byKey[row.metric] = byKey[row.metric] || {})[row.key] = row.value;
  }
  const count = (metric) => current[metric] || 0;
  const previous = totals(db, previousRange, ['events', 'page_views', 'sessions', 'conversions']);

  const series = [];
  for (let slot = 0; slot < range.buckets; slot++) {
    series.push({ start: isoHour(range.from + slot * range.bucketHours), pageViews: 0, visitors: 0 });
  }
  for (const row of rows(
    db,
    `SELECT (hour - {:from}) / {:bucketHours} AS slot, metric, sum(value) AS value FROM analytics_rollups
     WHERE metric IN ('page_views', 'sessions') AND hour >= {:from} AND hour < {:to}
     GROUP BY slot, metric`,
    range,
    { slot: 0, metric: '', value: 0 },
  )) {
    series[row.slot][row.metric === 'page_views' ? 'pageViews' : 'visitors'] = row.value;
  }

  const goals = byKey.goal || {};
  const devices = byKey.device || {};
  const exits = count('time_on_page_exits');
  return {
    period,
    from: isoHour(range.from),
    to: isoHour(range.to),
    previousFrom: isoHour(previousRange.from),
    bucket: range.bucketHours === 1 ? 'hour' : 'day',
    cards: {
      pageViews: card(count('page_views'), previous.page_views),
      visitors: card(count('sessions'), previous.sessions),
      events: card(count('events'), previous.events),
      conversionRate: rateCard(
        percent(count('conversions'), count('sessions')),
        percent(previous.conversions, previous.sessions),
        previous.sessions,
      ),
    },
    series,
    devices: { mobile: devices.mobile || 0, desktop: devices.desktop || 0, tablet: devices.tablet || 0 },
    averageTimeOnPage: exits > 0 ? Math.round(count('time_on_page_seconds') / exits) : null,
    bounceRate: percent(count('bounces'), count('sessions')),
    topPages: top(byKey, 'page', 'path'),
    entryPages: top(byKey, 'entry', 'path'),
    exitPages: top(byKey, 'exit', 'path'),
    referrers: top(byKey, 'referrer', 'source'),
    utmSources: top(byKey, 'utm_source', 'source'),
    utmCampaigns: top(byKey, 'utm_campaign', 'campaign'),
    goals: {
      newsletterSignups: goals.newsletter_signup || 0,
      contactForms: goals.contact_form_submit || 0,
      fileDownloads: goals.file_download || 0,
    },
    recentEvents: recentEvents(db, isoHour(range.from).replace('T', ' ')),
    realtimeVisitors: realtimeVisitors(db, now),
  };
}

/** Spec §7: the latest events of the period, newest first, as they were received. */
function recentEvents(db, since) {
  return rows(
    db,
    `SELECT id, event_type, path, device, occurred, created FROM user_analytics
     WHERE created >= {:since} ORDER BY created DESC LIMIT ${RECENT_EVENTS}`,
    { since },
    { id: '', event_type: '', path: '', device: '', occurred: '', created: '' },
  ).map((row) => ({
    id: row.id,
    type: row.event_type,
    path: row.path,
    device: row.device,
    occurred: row.occurred,
    received: row.created,
  }));
}

/** Sessions with an event received in the last five minutes. */
function realtimeVisitors(db, now) {
  const since = new Date(now - REALTIME_MINUTES * 60000).toISOString().replace('T', ' ');
  const [row] = rows(
    db,
    'SELECT count(DISTINCT session_id) AS value FROM user_analytics WHERE created >= {:since}',
    { since },
    { value: 0 },
  );
  return row ? row.value : 0;
}

module.exports = { PERIODS, summarize, realtimeVisitors };
