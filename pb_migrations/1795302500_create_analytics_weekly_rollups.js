/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// Per week (weeks of seven days since 1970, UTC): the daily rollups added up
// again, so that a 90-day summary reads about a dozen weeks and the days at
// its edges instead of ninety days. Kept by pb_hooks/lib/analytics-rollup.js.
migrate(
  (app) => {
    app
      .db()
      .newQuery(
        `CREATE TABLE analytics_weekly_rollups (
          metric TEXT NOT NULL,
          week INTEGER NOT NULL,
          key TEXT NOT NULL DEFAULT '',
          value INTEGER NOT NULL DEFAULT 0,
          PRIMARY KEY (metric, week, key)
        ) WITHOUT ROWID`,
      )
      .execute();
    app
      .db()
      .newQuery(
        `INSERT INTO analytics_weekly_rollups (metric, week, key, value)
         SELECT metric, day / 7, key, sum(value) FROM analytics_daily_rollups GROUP BY metric, day / 7, key`,
      )
      .execute();
  },
  (app) => {
    app.db().newQuery('DROP TABLE IF EXISTS analytics_weekly_rollups').execute();
  },
);
