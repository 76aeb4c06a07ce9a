/// <reference path="../types/pocketbase.d.ts" />

// The dashboard's figures for the visits a filter picks (a page they viewed,
// where they came from, their device, browser or system), read from the
// sessions table and the raw events rather than from the rollups, which hold
// each breakdown on its own. Every figure is as the rollups define it, over
// the chosen sessions: those that began in the period, as for the whole site.
// Raw events past the retention age are gone, so a filtered view reaches
// back only as far as they do.

const HOUR_SECONDS = 3600;
const EVENTS = require(`${__hooks}/lib/analytics-events.js`);
const MAX_TIME_ON_PAGE_SECONDS = 86400;

/**
 * What the dashboard filters by, and the session's column for each; `page` is any page the visit viewed.
 *
 * @type {{ [filter in Exclude<import('../../src/definitions/analytics-periods').FilterName, 'page'>]: string }}
 */
const SESSION_COLUMNS = {
  device: 'device',
  browser: 'browser',
  os: 'os',
  source: 'referrer',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  entry: 'entry_path',
  exit: 'exit_path',
};
/** The dashboard's filters (src/definitions/analytics-periods.ts): `page` and one per session column above. */
const FILTERS = require(`${__hooks}/lib/definitions.js`).FILTER_NAMES;
const MAX_VALUE = 2048;

/**
 * Each filter's name and the value it picks.
 * @typedef {import('../../src/definitions/analytics-periods').DashboardFilters} Filters
 */
/**
 * Buckets `from` up to `to`, each `hours` long, counted from 1970 (UTC).
 * @typedef {{ from: number, to: number, hours: number }} BucketRange
 */

/**
 * The filters of a request's query, read with `get(name)` (null when absent):
 * the known ones with a value (an empty source is a direct visit); none
 * means the whole site. Anything else in the query is no filter.
 *
 * @param {(name: string) => string | null} get
 * @returns {Filters}
 */
function filtersFrom(get) {
  /** @type {Filters} */
  const filters = {};
  for (const name of FILTERS) {
    const value = get(name);
    if (typeof value === 'string' && value.length <= MAX_VALUE && (value !== '' || name === 'source')) {
      filters[name] = value;
    }
  }
  return filters;
}

/**
 * The chosen sessions of a period, as a query with its parameters.
 *
 * @param {Filters} filters
 */
function chosenSessions(filters) {
  const conditions = ['start_hour >= {:fromHour}', 'start_hour < {:toHour}'];
  /** @type {{ [name: string]: string }} */
  const params = {};
  for (const name of FILTERS) {
    const value = filters[name];
    if (value === undefined) continue;
    params[`f_${name}`] = value;
    if (name === 'page') {
      conditions.push(
        `session_id IN (SELECT session_id FROM user_analytics WHERE event_type = ${EVENTS.PAGE_VIEW} AND path = {:f_page})`,
      );
    } else {
      conditions.push(`${SESSION_COLUMNS[name]} = {:f_${name}}`);
    }
  }
  return { sql: `SELECT * FROM analytics_sessions WHERE ${conditions.join(' AND ')}`, params };
}

/**
 * @param {Filters} filters
 * @param {string} body
 */
function withChosen(filters, body) {
  const chosen = chosenSessions(filters);
  return {
    sql: `WITH chosen AS (${chosen.sql}),
      chosen_events AS (
        SELECT event_type, path, not_found, event_data, COALESCE(NULLIF(occurred, ''), created) AS at
        FROM user_analytics WHERE session_id IN (SELECT session_id FROM chosen)
      )
      ${body}`,
    params: chosen.params,
  };
}

const inPeriod = 'at >= {:fromTime} AND at < {:toTime}';

/**
 * @param {string} metric
 * @param {string} column
 * @param {string} condition
 */
function breakdown(metric, column, condition) {
  return `SELECT '${metric}', ${column}, count(*) FROM chosen WHERE ${condition} GROUP BY ${column}`;
}

const FIGURES = `
  SELECT 'events' AS metric, '' AS key, count(*) AS value FROM chosen_events WHERE ${inPeriod}
  UNION ALL SELECT 'page_views', '', count(*) FROM chosen_events WHERE event_type = ${EVENTS.PAGE_VIEW} AND ${inPeriod}
  UNION ALL SELECT 'page', path, count(*) FROM chosen_events
    WHERE event_type = ${EVENTS.PAGE_VIEW} AND NOT COALESCE(not_found, 0) AND ${inPeriod} GROUP BY path
  UNION ALL SELECT 'broken', path, count(*) FROM chosen_events
    WHERE event_type = ${EVENTS.PAGE_VIEW} AND COALESCE(not_found, 0) AND ${inPeriod} GROUP BY path
  UNION ALL SELECT 'goal', event_type, count(*) FROM chosen_events
    WHERE event_type IN (${EVENTS.GOALS}) AND ${inPeriod} GROUP BY event_type
  UNION ALL SELECT 'time_on_page_seconds', '', COALESCE(sum(s), 0) FROM (
    SELECT CAST(round(json_extract(event_data, '$.time_spent')) AS INTEGER) AS s FROM chosen_events
    WHERE event_type = 'page_exit' AND ${inPeriod}
      AND typeof(json_extract(event_data, '$.time_spent')) IN ('integer', 'real')
      AND json_extract(event_data, '$.time_spent') BETWEEN 0 AND ${MAX_TIME_ON_PAGE_SECONDS})
  UNION ALL SELECT 'time_on_page_exits', '', count(*) FROM chosen_events
    WHERE event_type = 'page_exit' AND ${inPeriod}
      AND typeof(json_extract(event_data, '$.time_spent')) IN ('integer', 'real')
      AND json_extract(event_data, '$.time_spent') BETWEEN 0 AND ${MAX_TIME_ON_PAGE_SECONDS}
  UNION ALL SELECT 'sessions', '', count(*) FROM chosen
  UNION ALL SELECT 'bounces', '', count(*) FROM chosen WHERE page_views = 1 AND engagements = 0
  UNION ALL SELECT 'conversions', '', count(*) FROM chosen WHERE conversions > 0
  UNION ALL ${breakdown('device', 'device', 'true')}
  UNION ALL ${breakdown('entry', 'entry_path', 'entry_path IS NOT NULL')}
  UNION ALL ${breakdown('exit', 'exit_path', 'exit_path IS NOT NULL')}
  UNION ALL ${breakdown('referrer', 'referrer', 'referrer IS NOT NULL')}
  UNION ALL ${breakdown('utm_source', 'utm_source', "utm_source != ''")}
  UNION ALL ${breakdown('utm_medium', 'utm_medium', "utm_medium != ''")}
  UNION ALL ${breakdown('utm_campaign', 'utm_campaign', "utm_campaign != ''")}
  UNION ALL ${breakdown('browser', 'browser', "browser != ''")}
  UNION ALL ${breakdown('os', 'os', "os != ''")}`;

const TOTALS = `
  SELECT 'events' AS metric, count(*) AS value FROM chosen_events WHERE ${inPeriod}
  UNION ALL SELECT 'page_views', count(*) FROM chosen_events WHERE event_type = ${EVENTS.PAGE_VIEW} AND ${inPeriod}
  UNION ALL SELECT 'sessions', count(*) FROM chosen
  UNION ALL SELECT 'conversions', count(*) FROM chosen WHERE conversions > 0`;

const SERIES = `
  SELECT CAST(strftime('%s', at) AS INTEGER) / {:bucketSeconds} - {:from} AS slot, 'page_views' AS metric,
    count(*) AS value
  FROM chosen_events WHERE event_type = ${EVENTS.PAGE_VIEW} AND ${inPeriod} GROUP BY slot
  UNION ALL
  SELECT start_hour / {:bucketHours} - {:from}, 'sessions', count(*) FROM chosen GROUP BY start_hour / {:bucketHours}`;

const RECENT = `SELECT id, event_type, path, device, occurred, created FROM user_analytics
  WHERE created >= {:since} AND session_id IN (SELECT session_id FROM chosen)
  ORDER BY created DESC LIMIT {:limit}`;

/**
 * The parameters a range of buckets binds.
 *
 * @param {BucketRange} range
 */
function rangeParams(range) {
  /** @param {number} bucket */
  const stored = (bucket) =>
    new Date(bucket * range.hours * HOUR_SECONDS * 1000).toISOString().replace('T', ' ');
  return {
    from: range.from,
    fromHour: range.from * range.hours,
    toHour: range.to * range.hours,
    fromTime: stored(range.from),
    toTime: stored(range.to),
    bucketHours: range.hours,
    bucketSeconds: range.hours * HOUR_SECONDS,
  };
}

/**
 * The queries of a filtered view, each with the parameters it binds besides the range's.
 *
 * @param {Filters} filters
 */
function filteredQueries(filters) {
  /** @param {string} body */
  const query = (body) => withChosen(filters, body);
  const chosen = chosenSessions(filters);
  return {
    figures: query(FIGURES),
    totals: query(TOTALS),
    series: query(SERIES),
    recent: { sql: `WITH chosen AS (${chosen.sql}) ${RECENT}`, params: chosen.params },
  };
}

module.exports = { FILTERS, filteredQueries, filtersFrom, rangeParams };
