/// <reference path="../types/pocketbase.d.ts" />

// The admin dashboard's figures for one period, added up from the hourly
// rollups (see analytics-rollup.js). Definitions are in docs/admin.md.

const HOUR = 3600000;

/** @typedef {import('./analytics-filtered.js').Filters} Filters */
/** @typedef {import('./analytics-filtered.js').BucketRange} BucketRange */
/**
 * The buckets a period covers, and for days the whole weeks among them (see wholeWeeks).
 * @typedef {object} PeriodRange
 * @property {number} from
 * @property {number} to
 * @property {number} buckets
 * @property {'hour' | 'day'} grain
 * @property {number} hours
 * @property {number} [weekFrom]
 * @property {number} [weekTo]
 * @property {number} [headTo]
 * @property {number} [tailFrom]
 */
/**
 * How often each key of a metric was counted.
 * @typedef {{ [key: string]: number }} Counts
 */
/**
 * The rows a summary is made of, from wherever they are read.
 * @typedef {object} FigureSource
 * @property {() => DynamicModel[]} figures
 * @property {(previous: BucketRange) => DynamicModel[]} totals
 * @property {() => DynamicModel[]} series
 * @property {(since: string) => DynamicModel[]} recent
 */

/** The dashboard's periods and their custom ranges, from their one definition (src/definitions/analytics-periods.ts). */
const { EVENT_TYPES, MAX_CUSTOM_DAYS, PERIODS, isPeriod } = require(`${__hooks}/lib/definitions.js`);
const GRAINS = {
  hour: { table: 'analytics_rollups', unit: 'hour', hours: 1 },
  day: { table: 'analytics_daily_rollups', unit: 'day', hours: 24 },
};
/** How many recent events the query fetches; the dashboard shows the first 20. */
const RECENT_EVENTS = 100;
/** The longest ranked list sent: the dashboard shows the top 10 of it, and all of it on request. */
const RANKED = 100;
const REALTIME_MINUTES = 5;
const RECENT_SHAPE = { id: '', event_type: '', path: '', device: '', occurred: '', created: '' };

const METRICS = [
  'events',
  'page_views',
  'page',
  'broken',
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
  'utm_medium',
  'utm_campaign',
  'browser',
  'os',
];
const TOTALS = ['events', 'page_views', 'sessions', 'conversions'];
/** @param {string[]} names */
const quoted = (names) => names.map((name) => `'${name}'`).join(', ');

/** @param {{ table: string, unit: string }} grain */
function rollupQueries({ table, unit }) {
  const within = `${unit} >= {:from} AND ${unit} < {:to}`;
  return {
    figures: `SELECT metric, key, sum(value) AS value FROM ${table}
      WHERE metric IN (${quoted(METRICS)}) AND ${within} GROUP BY metric, key`,
    totals: `SELECT metric, sum(value) AS value FROM ${table}
      WHERE metric IN (${quoted(TOTALS)}) AND ${within} GROUP BY metric`,
    series: `SELECT ${unit} - {:from} AS slot, metric, sum(value) AS value FROM ${table}
      WHERE metric IN ('page_views', 'sessions') AND ${within} GROUP BY slot, metric`,
  };
}

/**
 * A period counted by the day reads its whole weeks from the weekly rollups and
 * only the days before the first and after the last whole week from the daily
 * ones: each part a range of the primary key.
 */
function byWeekAndDay() {
  /**
   * @param {string} table
   * @param {string} unit
   * @param {string} from
   * @param {string} to
   */
  const part = (table, unit, from, to) =>
    `SELECT metric, key, value FROM ${table}
      WHERE metric IN (${quoted(METRICS)}) AND ${unit} >= {:${from}} AND ${unit} < {:${to}}`;
  return `SELECT metric, key, sum(value) AS value FROM (
      ${part('analytics_weekly_rollups', 'week', 'weekFrom', 'weekTo')}
      UNION ALL ${part('analytics_daily_rollups', 'day', 'from', 'headTo')}
      UNION ALL ${part('analytics_daily_rollups', 'day', 'tailFrom', 'to')}
    ) GROUP BY metric, key`;
}

/** Every query the summary makes (the benchmark prints their plans). */
const QUERIES = {
  hour: rollupQueries(GRAINS.hour),
  day: { ...rollupQueries(GRAINS.day), figures: byWeekAndDay() },
  recent: `SELECT id, event_type, path, device, occurred, created FROM user_analytics
    WHERE created >= {:since} ORDER BY created DESC LIMIT ${RECENT_EVENTS}`,
  realtime: 'SELECT count(DISTINCT session_id) AS value FROM user_analytics WHERE created >= {:since}',
  // A sign-up counts once its address is confirmed, and while it stays on the list.
  confirmedSubscriptions: `SELECT count(*) AS value FROM newsletter_subscriptions
    WHERE status = 'subscribed' AND confirmed_at >= {:since} AND confirmed_at < {:until}`,
};

const DAY = 24 * HOUR;

/**
 * Days since 1970 of a YYYY-MM-DD date (UTC), or null when it is no real date.
 *
 * @param {string} date
 */
function dayOf(date) {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) return null;
  return time / DAY;
}

/**
 * A custom period, "2026-11-01..2026-11-30": UTC days, both included, up to
 * today and at most a year long. Returns its first day and the day after its
 * last, or an error message for the admin.
 *
 * @param {string} period
 * @param {number} now
 */
function customDays(period, now) {
  const named = require(`${__hooks}/lib/definitions.js`).customDays(period);
  if (!named) {
    const presets = Object.keys(PERIODS).join(', ');
    return { error: `Unknown period "${period.slice(0, 30)}": use ${presets} or FROM..TO.` };
  }
  const from = dayOf(named.from);
  const last = dayOf(named.to);
  if (from === null || last === null)
    return { error: 'Both ends of the period must be real dates (YYYY-MM-DD).' };
  if (from > last) return { error: 'The period must begin on or before the day it ends.' };
  if (last > Math.floor(now / DAY)) return { error: 'The period cannot end after today.' };
  if (last - from + 1 > MAX_CUSTOM_DAYS)
    return { error: `The period can be at most ${MAX_CUSTOM_DAYS} days long.` };
  return { from, to: last + 1 };
}

/**
 * Whether `period` is one the summary answers; otherwise the message that says why not.
 *
 * @param {string} period
 * @param {number} now
 */
function periodError(period, now) {
  if (isPeriod(period)) return null;
  return customDays(period, now).error || null;
}

/**
 * The buckets (hours or days since 1970, UTC) a period covers: a preset ends
 * with the current hour or day, which is still running; a custom one covers
 * its days.
 *
 * @param {string} period
 * @param {number} now
 * @returns {PeriodRange}
 */
function periodRange(period, now) {
  if (!isPeriod(period)) {
    const days = customDays(period, now);
    if (days.error !== undefined) throw new BadRequestError(days.error);
    const { from, to } = days;
    return { from, to, buckets: to - from, grain: 'day', hours: 24, ...wholeWeeks(from, to) };
  }
  const { buckets, grain } = PERIODS[period];
  const hours = GRAINS[grain].hours;
  const to = Math.floor(now / (hours * HOUR)) + 1;
  const from = to - buckets;
  return { from, to, buckets, grain, hours, ...(grain === 'day' ? wholeWeeks(from, to) : {}) };
}

/**
 * The whole weeks inside the days [from, to), possibly none, and where the days either side end and begin.
 *
 * @param {number} from
 * @param {number} to
 */
function wholeWeeks(from, to) {
  const weekFrom = Math.ceil(from / 7);
  const weekTo = Math.max(weekFrom, Math.floor(to / 7));
  const headTo = Math.min(to, weekFrom * 7);
  return { weekFrom, weekTo, headTo, tailFrom: Math.max(headTo, weekTo * 7) };
}

/**
 * @param {dbx.Builder} db
 * @param {string} sql
 * @param {dbx.Params} params
 * @param {{ [column: string]: unknown }} shape
 */
function rows(db, sql, params, shape) {
  const result = arrayOf(new DynamicModel(shape));
  db.newQuery(sql).bind(params).all(result);
  return result;
}

/**
 * @param {number} part
 * @param {number} whole
 */
const percent = (part, whole) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
/**
 * Change against the previous period in percent, or null when there is nothing to compare with.
 *
 * @param {number} current
 * @param {number} previous
 */
const change = (current, previous) =>
  previous > 0 ? Math.round(((current - previous) / previous) * 100) : null;

/**
 * @param {number} current
 * @param {number} previous
 */
function card(current, previous) {
  return { value: current, previous, change: change(current, previous) };
}

/**
 * A rate's change is in percentage points, as analytics tools show it.
 *
 * @param {number} current
 * @param {number} previous
 * @param {number} previousSessions
 */
function rateCard(current, previous, previousSessions) {
  return { value: current, previous, change: previousSessions > 0 ? current - previous : null };
}

/**
 * A ranked list, most first: each entry is what was counted (a path, a source…) and its count.
 *
 * @param {{ [metric: string]: Counts }} byKey
 * @param {string} metric
 */
function top(byKey, metric) {
  const entries = Object.entries(byKey[metric] || {});
  entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return entries.slice(0, RANKED).map(([key, value]) => ({ key, count: value }));
}

/**
 * Where a summary's figures come from: the rollups for the whole site, or the
 * sessions and raw events for the visits a filter picks (./analytics-filtered.js).
 * Each gives rows of the same shape.
 *
 * @param {dbx.Builder} db
 * @param {PeriodRange} range
 * @param {Filters} filters
 * @returns {FigureSource}
 */
function figureSource(db, range, filters) {
  const shapes = {
    figures: { metric: '', key: '', value: 0 },
    totals: { metric: '', value: 0 },
    series: { slot: 0, metric: '', value: 0 },
  };
  if (Object.keys(filters).length === 0) {
    const queries = QUERIES[range.grain];
    return {
      figures: () => rows(db, queries.figures, range, shapes.figures),
      totals: (previous) => rows(db, queries.totals, previous, shapes.totals),
      series: () => rows(db, queries.series, range, shapes.series),
      recent: (since) => rows(db, QUERIES.recent, { since }, RECENT_SHAPE),
    };
  }
  const { filteredQueries, rangeParams } = require(`${__hooks}/lib/analytics-filtered.js`);
  const queries = filteredQueries(filters);
  /**
   * @param {{ params: { [name: string]: string } }} query
   * @param {BucketRange} bucketRange
   */
  const bind = (query, bucketRange) => ({ ...rangeParams(bucketRange), ...query.params });
  return {
    figures: () => rows(db, queries.figures.sql, bind(queries.figures, range), shapes.figures),
    totals: (previous) => rows(db, queries.totals.sql, bind(queries.totals, previous), shapes.totals),
    series: () => rows(db, queries.series.sql, bind(queries.series, range), shapes.series),
    recent: (since) =>
      rows(
        db,
        queries.recent.sql,
        { ...bind(queries.recent, range), since, limit: RECENT_EVENTS },
        RECENT_SHAPE,
      ),
  };
}

/**
 * The summary the dashboard shows for `period` at time `now` (ms), for the
 * whole site or for the visits `filters` pick.
 *
 * @param {dbx.Builder} db
 * @param {string} period
 * @param {number} now
 * @param {Filters} [filters]
 * @returns {import('../../src/definitions/analytics-summary').AnalyticsSummary}
 */
function summarize(db, period, now, filters) {
  const range = periodRange(period, now);
  const previousRange = { from: range.from - range.buckets, to: range.from, hours: range.hours };
  return summaryOf(db, period, range, previousRange, now, filters || {});
}

/**
 * The whole site's summary for the hours [from, to) and, to compare, the
 * hours [previousFrom, from): a span that is no preset, such as a week in UK
 * time. `label` names it as a custom period (its first and last day).
 *
 * @param {dbx.Builder} db
 * @param {{ from: number, to: number, previousFrom: number }} hours Hours since 1970.
 * @param {import('../../src/definitions/analytics-periods').CustomPeriod} label
 * @param {number} now
 * @returns {import('../../src/definitions/analytics-summary').AnalyticsSummary}
 */
function summarizeHours(db, hours, label, now) {
  /** @type {PeriodRange} */
  const range = { from: hours.from, to: hours.to, buckets: hours.to - hours.from, grain: 'hour', hours: 1 };
  const previousRange = { from: hours.previousFrom, to: hours.from, hours: 1 };
  return summaryOf(db, label, range, previousRange, now, {});
}

/**
 * @param {dbx.Builder} db
 * @param {string} period
 * @param {PeriodRange} range
 * @param {BucketRange} previousRange
 * @param {number} now
 * @param {Filters} chosen
 * @returns {import('../../src/definitions/analytics-summary').AnalyticsSummary}
 */
function summaryOf(db, period, range, previousRange, now, chosen) {
  const source = figureSource(db, range, chosen);
  /** @param {number} bucket */
  const iso = (bucket) => new Date(bucket * range.hours * HOUR).toISOString();

  /** @type {{ [metric: string]: Counts }} */
  const byKey = {};
  /** @type {Counts} */
  const current = {};
  for (const row of source.figures()) {
    current[row.metric] = (current[row.metric] || 0) + row.value;
    (byKey[row.metric] = byKey[row.metric] || {})[row.key] = row.value;
  }
  /** @param {string} metric */
  const count = (metric) => current[metric] || 0;
  /** @type {Counts} */
  const previous = {};
  for (const name of TOTALS) previous[name] = 0;
  for (const row of source.totals(previousRange)) previous[row.metric] = row.value;

  const series = [];
  for (let slot = 0; slot < range.buckets; slot++) {
    series.push({ start: iso(range.from + slot), pageViews: 0, visitors: 0 });
  }
  for (const row of source.series()) {
    if (row.slot < 0 || row.slot >= range.buckets) continue;
    series[row.slot][row.metric === 'page_views' ? 'pageViews' : 'visitors'] = row.value;
  }

  const goals = byKey.goal || {};
  const devices = byKey.device || {};
  const exits = count('time_on_page_exits');
  return {
    // A preset or a range of days: periodRange has refused anything else.
    period: /** @type {import('../../src/definitions/analytics-periods').DashboardPeriod} */ (period),
    filters: chosen,
    from: iso(range.from),
    to: iso(range.to),
    previousFrom: iso(previousRange.from),
    bucket: range.grain,
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
    topPages: top(byKey, 'page'),
    brokenLinks: top(byKey, 'broken'),
    entryPages: top(byKey, 'entry'),
    exitPages: top(byKey, 'exit'),
    referrers: top(byKey, 'referrer'),
    utmSources: top(byKey, 'utm_source'),
    utmMediums: top(byKey, 'utm_medium'),
    utmCampaigns: top(byKey, 'utm_campaign'),
    browsers: top(byKey, 'browser'),
    operatingSystems: top(byKey, 'os'),
    goals: {
      // A confirmation cannot be traced to a visit: for chosen visits, the sign-ups they sent.
      newsletterSignups:
        Object.keys(chosen).length > 0
          ? goals[EVENT_TYPES.newsletterSignup] || 0
          : confirmedSubscriptions(db, iso(range.from), iso(range.to)),
      contactForms: goals[EVENT_TYPES.contactFormSubmit] || 0,
      fileDownloads: goals[EVENT_TYPES.fileDownload] || 0,
    },
    recentEvents: recentEvents(source, iso(range.from).replace('T', ' ')),
    realtimeVisitors: realtimeVisitors(db, now),
  };
}

/**
 * The latest events of the period, newest first, as they were received.
 *
 * @param {FigureSource} source
 * @param {string} since
 */
function recentEvents(source, since) {
  return source.recent(since).map((row) => ({
    id: row.id,
    type: row.event_type,
    path: row.path,
    device: row.device,
    occurred: row.occurred,
    received: row.created,
  }));
}

/**
 * Newsletter sign-ups of the period: subscriptions confirmed in it that are
 * still on the list. A sign-up event says only that the form was sent; an
 * address nobody confirmed, or one that left again, is no sign-up.
 *
 * @param {dbx.Builder} db
 * @param {string} from
 * @param {string} to
 */
function confirmedSubscriptions(db, from, to) {
  /** @param {string} time */
  const stored = (time) => time.replace('T', ' ');
  const [row] = rows(
    db,
    QUERIES.confirmedSubscriptions,
    { since: stored(from), until: stored(to) },
    { value: 0 },
  );
  return row ? row.value : 0;
}

/**
 * Sessions with an event received in the last five minutes.
 *
 * @param {dbx.Builder} db
 * @param {number} now
 */
function realtimeVisitors(db, now) {
  const since = new Date(now - REALTIME_MINUTES * 60000).toISOString().replace('T', ' ');
  const [row] = rows(db, QUERIES.realtime, { since }, { value: 0 });
  return row ? row.value : 0;
}

module.exports = {
  PERIODS,
  QUERIES,
  card,
  periodError,
  periodRange,
  summarize,
  summarizeHours,
  realtimeVisitors,
};
