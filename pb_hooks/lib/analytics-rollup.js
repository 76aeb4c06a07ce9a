/// <reference path="../types/pocketbase.d.ts" />

// Keeps the per-hour, per-day and per-week rollups and the sessions table in step with the raw
// events, so the summary adds up a few hundred rows per hour instead of
// reading every event. Events are taken in the order they were stored, by
// `seq`, past a cursor. A trigger numbers each event from a counter that only
// rises (pb_migrations/1795302800_analytics_event_sequence.js), and writes are
// serialised, so an event committed after a pass always has a higher `seq`
// than the pass saw, whatever VACUUM or a deletion does to rowids.
//
// Event figures (page views, events, pages, goals, time on page) add up per
// hour of the event. Session figures (sessions, bounces, conversions,
// devices, entry and exit pages, sources) belong to the hour the session
// began; a session can grow after its hour was counted (a late event from
// the outbox, a second page), so those hours are recounted from the
// sessions table whenever one of their sessions changes.

const EVENTS = require(`${__hooks}/lib/analytics-events.js`);
/** The longest page visit counted in the average time on page (a tab left open for days is not a reading). */
const MAX_TIME_ON_PAGE_SECONDS = 86400;

const EVENT_METRICS = [
  'events',
  'page_views',
  'page',
  'broken',
  'goal',
  'time_on_page_seconds',
  'time_on_page_exits',
];
const SESSION_METRICS = [
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

const PREPARE = [
  `CREATE TEMP TABLE IF NOT EXISTS rollup_events (
    session_id TEXT, at TEXT, hour INTEGER, event_type TEXT, path TEXT, device TEXT,
    referrer TEXT, utm_source TEXT, utm_campaign TEXT, seconds INTEGER,
    not_found INTEGER, utm_medium TEXT, browser TEXT, os TEXT)`,
  `CREATE TEMP TABLE IF NOT EXISTS rollup_sessions (
    session_id TEXT PRIMARY KEY, started TEXT, start_hour INTEGER, device TEXT, last_seen TEXT,
    page_views INTEGER, engagements INTEGER, conversions INTEGER, entry_at TEXT, entry_path TEXT,
    referrer TEXT, utm_source TEXT, utm_campaign TEXT, exit_at TEXT, exit_path TEXT,
    utm_medium TEXT, browser TEXT, os TEXT)`,
  'CREATE TEMP TABLE IF NOT EXISTS rollup_hours (hour INTEGER PRIMARY KEY)',
  'CREATE TEMP TABLE IF NOT EXISTS rollup_days (day INTEGER PRIMARY KEY)',
  'CREATE TEMP TABLE IF NOT EXISTS rollup_weeks (week INTEGER PRIMARY KEY)',
  'DELETE FROM temp.rollup_events',
  'DELETE FROM temp.rollup_sessions',
  'DELETE FROM temp.rollup_hours',
  'DELETE FROM temp.rollup_days',
  'DELETE FROM temp.rollup_weeks',
];

const COLLECT_EVENTS = `
  INSERT INTO temp.rollup_events
  SELECT session_id, at, CAST(strftime('%s', at) AS INTEGER) / 3600, event_type, path, device,
    referrer, utm_source, utm_campaign,
    CASE WHEN event_type = 'page_exit' THEN (
      SELECT CASE WHEN typeof(s) IN ('integer', 'real') AND s >= 0 AND s <= ${MAX_TIME_ON_PAGE_SECONDS}
        THEN CAST(round(s) AS INTEGER) END
      FROM (SELECT json_extract(event_data, '$.time_spent') AS s)) END,
    COALESCE(not_found, 0), COALESCE(utm_medium, ''), COALESCE(browser, ''), COALESCE(os, '')
  FROM (
    SELECT *, COALESCE(NULLIF(occurred, ''), created) AS at FROM user_analytics
    WHERE seq > {:from} AND seq <= {:to}
  )`;

const ADD_EVENT_FIGURES = `
  INSERT INTO analytics_rollups (metric, hour, key, value)
  SELECT metric, hour, key, value FROM (
    SELECT 'events' AS metric, hour, '' AS key, count(*) AS value FROM temp.rollup_events GROUP BY hour
    UNION ALL
    SELECT 'page_views', hour, '', count(*) FROM temp.rollup_events WHERE event_type = ${EVENTS.PAGE_VIEW} GROUP BY hour
    UNION ALL
    SELECT 'page', hour, path, count(*) FROM temp.rollup_events
      WHERE event_type = ${EVENTS.PAGE_VIEW} AND NOT not_found GROUP BY hour, path
    UNION ALL
    SELECT 'broken', hour, path, count(*) FROM temp.rollup_events
      WHERE event_type = ${EVENTS.PAGE_VIEW} AND not_found GROUP BY hour, path
    UNION ALL
    SELECT 'goal', hour, event_type, count(*) FROM temp.rollup_events
      WHERE event_type IN (${EVENTS.GOALS}) GROUP BY hour, event_type
    UNION ALL
    SELECT 'time_on_page_seconds', hour, '', sum(seconds) FROM temp.rollup_events
      WHERE seconds IS NOT NULL GROUP BY hour
    UNION ALL
    SELECT 'time_on_page_exits', hour, '', count(*) FROM temp.rollup_events
      WHERE seconds IS NOT NULL GROUP BY hour
  ) WHERE true
  ON CONFLICT (metric, hour, key) DO UPDATE SET value = value + excluded.value`;

// SQLite takes bare columns from the row holding the one min() or max() of a group.
const COLLECT_SESSIONS = `
  INSERT INTO temp.rollup_sessions
  SELECT opening.session_id, opening.started, opening.hour, opening.device, closing.last_seen,
    opening.page_views, opening.engagements, opening.conversions,
    entry.at, entry.path, entry.referrer, entry.utm_source, entry.utm_campaign, leaving.at, leaving.path,
    entry.utm_medium, opening.browser, opening.os
  FROM (
    SELECT session_id, min(at) AS started, hour, device, browser, os,
      sum(event_type = ${EVENTS.PAGE_VIEW}) AS page_views,
      sum(event_type NOT IN (${EVENTS.PASSIVE})) AS engagements,
      sum(event_type IN (${EVENTS.CONVERSIONS})) AS conversions
    FROM temp.rollup_events GROUP BY session_id
  ) AS opening
  JOIN (SELECT session_id, max(at) AS last_seen FROM temp.rollup_events GROUP BY session_id) AS closing
    USING (session_id)
  LEFT JOIN (
    SELECT session_id, min(at) AS at, path, referrer, utm_source, utm_campaign, utm_medium
    FROM temp.rollup_events WHERE event_type = ${EVENTS.PAGE_VIEW} GROUP BY session_id
  ) AS entry USING (session_id)
  LEFT JOIN (
    SELECT session_id, max(at) AS at, path FROM temp.rollup_events
    WHERE event_type = ${EVENTS.PAGE_VIEW} GROUP BY session_id
  ) AS leaving USING (session_id)`;

const TOUCHED_HOURS = `
  INSERT OR IGNORE INTO temp.rollup_hours
  SELECT start_hour FROM analytics_sessions
  WHERE session_id IN (SELECT session_id FROM temp.rollup_sessions)`;

/** @param {string} column */
const earlier = (column) =>
  `${column} = CASE WHEN excluded.entry_at < COALESCE(entry_at, '9') THEN excluded.${column} ELSE ${column} END`;

// Every right-hand side reads the row as it was before this update.
const MERGE_SESSIONS = `
  INSERT INTO analytics_sessions
  SELECT * FROM temp.rollup_sessions WHERE true
  ON CONFLICT (session_id) DO UPDATE SET
    started = min(started, excluded.started),
    start_hour = CASE WHEN excluded.started < started THEN excluded.start_hour ELSE start_hour END,
    device = CASE WHEN excluded.started < started THEN excluded.device ELSE device END,
    browser = CASE WHEN excluded.started < started THEN excluded.browser ELSE browser END,
    os = CASE WHEN excluded.started < started THEN excluded.os ELSE os END,
    last_seen = max(last_seen, excluded.last_seen),
    page_views = page_views + excluded.page_views,
    engagements = engagements + excluded.engagements,
    conversions = conversions + excluded.conversions,
    ${['entry_at', 'entry_path', 'referrer', 'utm_source', 'utm_campaign', 'utm_medium']
      .map(earlier)
      .join(',\n    ')},
    exit_path = CASE WHEN excluded.exit_at > COALESCE(exit_at, '') THEN excluded.exit_path ELSE exit_path END,
    exit_at = CASE WHEN excluded.exit_at > COALESCE(exit_at, '') THEN excluded.exit_at ELSE exit_at END`;

const REMOVE_SESSION_FIGURES = `
  DELETE FROM analytics_rollups
  WHERE metric IN (${SESSION_METRICS.map((metric) => `'${metric}'`).join(', ')})
    AND hour IN (SELECT hour FROM temp.rollup_hours)`;

const touched = 'start_hour IN (SELECT hour FROM temp.rollup_hours)';
const COUNT_SESSION_FIGURES = `
  INSERT INTO analytics_rollups (metric, hour, key, value)
  SELECT 'sessions', start_hour, '', count(*) FROM analytics_sessions WHERE ${touched} GROUP BY start_hour
  UNION ALL
  SELECT 'bounces', start_hour, '', count(*) FROM analytics_sessions
    WHERE ${touched} AND page_views = 1 AND engagements = 0 GROUP BY start_hour
  UNION ALL
  SELECT 'conversions', start_hour, '', count(*) FROM analytics_sessions
    WHERE ${touched} AND conversions > 0 GROUP BY start_hour
  UNION ALL
  SELECT 'device', start_hour, device, count(*) FROM analytics_sessions WHERE ${touched} GROUP BY start_hour, device
  UNION ALL
  SELECT 'entry', start_hour, entry_path, count(*) FROM analytics_sessions
    WHERE ${touched} AND entry_path IS NOT NULL GROUP BY start_hour, entry_path
  UNION ALL
  SELECT 'exit', start_hour, exit_path, count(*) FROM analytics_sessions
    WHERE ${touched} AND exit_path IS NOT NULL GROUP BY start_hour, exit_path
  UNION ALL
  SELECT 'referrer', start_hour, referrer, count(*) FROM analytics_sessions
    WHERE ${touched} AND referrer IS NOT NULL GROUP BY start_hour, referrer
  UNION ALL
  SELECT 'utm_source', start_hour, utm_source, count(*) FROM analytics_sessions
    WHERE ${touched} AND utm_source != '' GROUP BY start_hour, utm_source
  UNION ALL
  SELECT 'utm_medium', start_hour, utm_medium, count(*) FROM analytics_sessions
    WHERE ${touched} AND utm_medium != '' GROUP BY start_hour, utm_medium
  UNION ALL
  SELECT 'utm_campaign', start_hour, utm_campaign, count(*) FROM analytics_sessions
    WHERE ${touched} AND utm_campaign != '' GROUP BY start_hour, utm_campaign
  UNION ALL
  SELECT 'browser', start_hour, browser, count(*) FROM analytics_sessions
    WHERE ${touched} AND browser != '' GROUP BY start_hour, browser
  UNION ALL
  SELECT 'os', start_hour, os, count(*) FROM analytics_sessions
    WHERE ${touched} AND os != '' GROUP BY start_hour, os`;

const ALL_METRICS = EVENT_METRICS.concat(SESSION_METRICS)
  .map((metric) => `'${metric}'`)
  .join(', ');

// Days are recounted from their hours whenever an hour in them changed.
const TOUCHED_DAYS = `
  INSERT OR IGNORE INTO temp.rollup_days
  SELECT DISTINCT hour / 24 FROM temp.rollup_events
  UNION SELECT hour / 24 FROM temp.rollup_hours`;

/**
 * A coarser rollup (days, weeks) recounted from the finer one below it for
 * every unit listed in `touched`: its rows removed, then added up again.
 *
 * @param {{ table: string, unit: string, touched: string }} coarse
 * @param {{ table: string, unit: string }} fine
 * @param {number} per
 */
function recount(coarse, fine, per) {
  const touched = `SELECT ${coarse.unit} FROM temp.${coarse.touched}`;
  return {
    remove: `DELETE FROM ${coarse.table} WHERE metric IN (${ALL_METRICS}) AND ${coarse.unit} IN (${touched})`,
    count: `
      INSERT INTO ${coarse.table} (metric, ${coarse.unit}, key, value)
      SELECT metric, ${fine.unit} / ${per}, key, sum(value) FROM ${fine.table}
      WHERE metric IN (${ALL_METRICS})
        AND ${fine.unit} >= (SELECT min(${coarse.unit}) FROM temp.${coarse.touched}) * ${per}
        AND ${fine.unit} < (SELECT max(${coarse.unit}) + 1 FROM temp.${coarse.touched}) * ${per}
        AND ${fine.unit} / ${per} IN (${touched})
      GROUP BY metric, ${fine.unit} / ${per}, key`,
  };
}

const DAYS = recount(
  { table: 'analytics_daily_rollups', unit: 'day', touched: 'rollup_days' },
  { table: 'analytics_rollups', unit: 'hour' },
  24,
);
const WEEKS = recount(
  { table: 'analytics_weekly_rollups', unit: 'week', touched: 'rollup_weeks' },
  { table: 'analytics_daily_rollups', unit: 'day' },
  7,
);

// Weeks are recounted from their days whenever a day in them changed.
const TOUCHED_WEEKS = 'INSERT OR IGNORE INTO temp.rollup_weeks SELECT DISTINCT day / 7 FROM temp.rollup_days';

/**
 * @param {dbx.Builder} db
 * @param {string} sql
 * @param {dbx.Params} [params]
 */
function scalar(db, sql, params) {
  const row = new DynamicModel({ value: 0 });
  db.newQuery(sql)
    .bind(params || {})
    .one(row);
  return row.value;
}

/**
 * @param {dbx.Builder} db
 * @param {number} from
 * @param {number} to
 */
function rollUpRange(db, from, to) {
  for (const sql of PREPARE) db.newQuery(sql).execute();
  const steps = [
    COLLECT_EVENTS,
    ADD_EVENT_FIGURES,
    COLLECT_SESSIONS,
    TOUCHED_HOURS,
    MERGE_SESSIONS,
    TOUCHED_HOURS,
    REMOVE_SESSION_FIGURES,
    COUNT_SESSION_FIGURES,
    TOUCHED_DAYS,
    DAYS.remove,
    DAYS.count,
    TOUCHED_WEEKS,
    WEEKS.remove,
    WEEKS.count,
    'UPDATE analytics_rollup_state SET last_seq = {:to}',
  ];
  for (const sql of steps) db.newQuery(sql).bind({ from, to }).execute();
}

/**
 * Rolls up every event stored since the last pass (or at most `maxChunks`
 * chunks of it), `chunk` events per transaction: a backlog of millions must
 * not hold the write lock for long. Returns how many sequence numbers it covered.
 *
 * @param {CoreApp} app
 * @param {number} [chunk]
 * @param {number} [maxChunks]
 */
function rollUp(app, chunk, maxChunks) {
  const size = chunk || 200000;
  let chunks = 0;
  let covered = 0;
  // Most calls find nothing new: a read decides without taking the write lock.
  const from = scalar(app.db(), 'SELECT last_seq AS value FROM analytics_rollup_state WHERE id = 1');
  const last = scalar(app.db(), 'SELECT COALESCE(max(seq), 0) AS value FROM user_analytics');
  if (last <= from) return 0;
  for (;;) {
    let done = true;
    app.runInTransaction((tx) => {
      const db = tx.db();
      const from = scalar(db, 'SELECT last_seq AS value FROM analytics_rollup_state WHERE id = 1');
      const last = scalar(db, 'SELECT COALESCE(max(seq), 0) AS value FROM user_analytics');
      if (last <= from) return;
      const to = Math.min(last, from + size);
      rollUpRange(db, from, to);
      covered += to - from;
      done = to === last;
    });
    chunks += 1;
    if (done || chunks === maxChunks) return covered;
  }
}

/**
 * Deletes raw events older than `days` that are already rolled up, and the
 * sessions last seen before then (no event can still join them: the create
 * hook never dates an event more than a year back).
 *
 * @param {CoreApp} app
 * @param {number} days
 */
function pruneEvents(app, days) {
  const cutoff = new Date(Date.now() - days * 86400000).toISOString().replace('T', ' ');
  let deleted = 0;
  app.runInTransaction((tx) => {
    const result = tx
      .db()
      .newQuery(
        `DELETE FROM user_analytics WHERE created < {:cutoff}
         AND seq <= (SELECT last_seq FROM analytics_rollup_state WHERE id = 1)`,
      )
      .bind({ cutoff })
      .execute();
    deleted = result.rowsAffected();
    tx.db().newQuery('DELETE FROM analytics_sessions WHERE last_seen < {:cutoff}').bind({ cutoff }).execute();
  });
  return deleted;
}

/**
 * Whether the tables are as this code reads them: every migration applied.
 *
 * @param {CoreApp} app
 */
function isRollupReady(app) {
  if (!app.hasTable('analytics_rollup_state')) return false;
  const column = new DynamicModel({ found: 0 });
  app
    .db()
    .newQuery(
      "SELECT count(*) AS found FROM pragma_table_info('analytics_rollup_state') WHERE name = 'last_seq'",
    )
    .one(column);
  return column.found > 0;
}

module.exports = { rollUp, pruneEvents, isRollupReady };
