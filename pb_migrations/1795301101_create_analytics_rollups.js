/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// Tables the analytics summary reads instead of the raw events (kept by
// pb_hooks/lib/analytics-rollup.js). They are derived data, rebuilt from the
// events, so they are plain tables rather than collections.
migrate(
  (app) => {
    const statements = [
      // One row per visitor session: its first and last page, what it did.
      `CREATE TABLE analytics_sessions (
        session_id TEXT PRIMARY KEY NOT NULL,
        started TEXT NOT NULL,
        start_hour INTEGER NOT NULL,
        device TEXT NOT NULL DEFAULT '',
        last_seen TEXT NOT NULL,
        page_views INTEGER NOT NULL DEFAULT 0,
        engagements INTEGER NOT NULL DEFAULT 0,
        conversions INTEGER NOT NULL DEFAULT 0,
        entry_at TEXT,
        entry_path TEXT,
        referrer TEXT,
        utm_source TEXT,
        utm_campaign TEXT,
        exit_at TEXT,
        exit_path TEXT
      )`,
      'CREATE INDEX idx_analytics_sessions_start_hour ON analytics_sessions (start_hour)',
      'CREATE INDEX idx_analytics_sessions_last_seen ON analytics_sessions (last_seen)',
      // Per hour (hours since 1970, UTC): a figure, or a figure per key (a path, a device…).
      `CREATE TABLE analytics_rollups (
        metric TEXT NOT NULL,
        hour INTEGER NOT NULL,
        key TEXT NOT NULL DEFAULT '',
        value INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (metric, hour, key)
      ) WITHOUT ROWID`,
      // The same per day (days since 1970, UTC), for the periods counted by the day.
      `CREATE TABLE analytics_daily_rollups (
        metric TEXT NOT NULL,
        day INTEGER NOT NULL,
        key TEXT NOT NULL DEFAULT '',
        value INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (metric, day, key)
      ) WITHOUT ROWID`,
      // How far into user_analytics (by rowid) the rollups reach.
      `CREATE TABLE analytics_rollup_state (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        last_rowid INTEGER NOT NULL
      )`,
      'INSERT INTO analytics_rollup_state (id, last_rowid) VALUES (1, 0)',
    ];
    for (const sql of statements) app.db().newQuery(sql).execute();
  },
  (app) => {
    for (const table of [
      'analytics_rollup_state',
      'analytics_daily_rollups',
      'analytics_rollups',
      'analytics_sessions',
    ]) {
      app.db().newQuery(`DROP TABLE IF EXISTS ${table}`).execute();
    }
  },
);
