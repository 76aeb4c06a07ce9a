/// <reference path="../../../pb_hooks/types/pocketbase.d.ts" />

// Benchmark-only routes, loaded only from the benchmark's own copy of the
// hooks (tests/bench/analytics-summary.ts), never by the site: seed
// analytics events in bulk straight into SQLite, and show the summary's
// query plans. Superusers only.

// Seeds `count` events numbered from `first` of `total`, over the `spanDays`
// days before `now` and in the order they happened, as a live site stores
// them (so a rollup pass meets a few hours, not all of them): in blocks of eight events, either one session or (four
// blocks in ten) a one-page visit followed by a session of seven events; a skewed mix of about sixty paths, devices, referrers and
// campaign tags, filled in as the create hook would derive them.
routerAdd(
  'POST',
  '/api/bench/analytics/seed',
  (e) => {
    const body = e.requestInfo().body;
    const first = Math.floor(body.first);
    const count = Math.floor(body.count);
    const spanSeconds = Math.floor(body.spanDays * 86400);
    const now = Math.floor(body.now / 1000);
    const sessions = Math.max(1, Math.ceil(Math.floor(body.total) / 8));
    const pages = [
      '/',
      '/services',
      '/about',
      '/education',
      '/blog',
      '/business-examples',
      '/pricing',
      '/contact',
      '/privacy',
      '/auth',
      '/tools/roi-calculator',
      '/resources/clear-framework-template',
      '/services/seo',
      '/services/branding',
      '/services/web-design',
      '/services/social-media',
      '/services/content-marketing',
      '/services/ppc',
      '/services/email-marketing',
      '/services/analytics',
    ];
    for (let i = 0; pages.length < 60; i++) pages.push(`/blog/article-${i}`);
    const pageValues = pages.map((path, i) => `(${i}, '${path}')`).join(', ');
    /**
     * @param {string} x
     * @param {number} salt
     */
    const h = (x, salt) => `(abs(${x} * 2654435761 + ${salt} * 40503) % 2147483647)`;
    const sql = `
      WITH RECURSIVE
        seq(n) AS (SELECT {:first} UNION ALL SELECT n + 1 FROM seq WHERE n < {:last}),
        paths(i, path) AS (VALUES ${pageValues}),
        raw AS (
          SELECT n, n / 8 AS s, n % 8 AS p, ${h('n', 1)} AS hn, ${h('(n / 8)', 2)} AS hs FROM seq
        ),
        shaped AS (
          SELECT n, s, p, hs, hn,
            CASE WHEN hs % 100 < 40 AND p > 0 THEN 'b' || s || 'x' ELSE 'b' || s END AS session_id,
            CASE WHEN hs % 100 < 40 AND p > 0 THEN p - 1 ELSE p END AS position,
            {:now} - 360 - {:span} + s * {:span} / {:sessions} + hs % 1800 + p * 45 AS at
          FROM raw
        ),
        typed AS (
          SELECT *,
            CASE
              WHEN position = 0 THEN 'page_view'
              WHEN position = 1 THEN 'performance'
              WHEN hn % 100 < 30 THEN 'page_view'
              WHEN hn % 100 < 55 THEN 'scroll_depth'
              WHEN hn % 100 < 65 THEN 'time_on_page'
              WHEN hn % 100 < 80 THEN 'page_exit'
              WHEN hn % 100 < 88 THEN 'button_click'
              WHEN hn % 100 < 92 THEN 'search'
              WHEN hn % 100 < 94 THEN 'file_download'
              WHEN hn % 100 < 96 THEN 'newsletter_signup'
              WHEN hn % 100 < 98 THEN 'contact_form_submit'
              ELSE 'blog_filter'
            END AS event_type,
            (hn % 60) * ((hn / 60) % 60) / 60 AS page,
            CASE WHEN hs % 100 < 55 THEN 'mobile' WHEN hs % 100 < 93 THEN 'desktop' ELSE 'tablet' END AS device,
            CASE WHEN position = 0 THEN CASE (hs / 100) % 16
              WHEN 0 THEN 'www.google.com' WHEN 1 THEN 'www.google.com' WHEN 2 THEN 'www.google.com'
              WHEN 3 THEN 'www.google.com' WHEN 4 THEN 'www.bing.com' WHEN 5 THEN 'www.linkedin.com'
              WHEN 6 THEN 'www.linkedin.com' WHEN 7 THEN 'l.facebook.com' WHEN 8 THEN 'duckduckgo.com'
              ELSE '' END ELSE '' END AS referrer,
            CASE WHEN position = 0 AND (hs / 1600) % 8 = 0 THEN
              CASE (hs / 12800) % 3 WHEN 0 THEN 'newsletter' WHEN 1 THEN 'linkedin' ELSE 'google' END
              ELSE '' END AS utm_source,
            CASE WHEN position = 0 AND (hs / 1600) % 8 = 0 THEN
              CASE (hs / 38400) % 3 WHEN 0 THEN 'spring-seo' WHEN 1 THEN 'webinar' ELSE 'brand-2026' END
              ELSE '' END AS utm_campaign
          FROM shaped
        )
      INSERT INTO user_analytics (id, session_id, page_url, event_type, event_data, client_ts,
        created, occurred, path, device, referrer, utm_source, utm_campaign)
      SELECT printf('bench%010d', n), session_id,
        'https://clearnorth.example' || paths.path ||
          CASE WHEN utm_source != '' THEN '?utm_source=' || utm_source || '&utm_campaign=' || utm_campaign ELSE '' END,
        event_type,
        CASE WHEN event_type = 'page_exit'
          THEN json_object('path', paths.path, 'time_spent', 11 + hn % 300)
          ELSE json_object('path', paths.path) END,
        strftime('%Y-%m-%d %H:%M:%fZ', at, 'unixepoch'),
        strftime('%Y-%m-%d %H:%M:%fZ', at, 'unixepoch'),
        strftime('%Y-%m-%d %H:%M:%fZ', at, 'unixepoch'),
        paths.path, device, referrer, utm_source, utm_campaign
      FROM typed JOIN paths ON paths.i = typed.page`;
    e.app.runInTransaction((tx) => {
      tx.db()
        .newQuery(sql)
        .bind({ first, last: first + count - 1, now, span: spanSeconds, sessions })
        .execute();
    });
    return e.json(200, { seeded: count });
  },
  $apis.requireSuperuserAuth(),
);

// The secondary indexes of user_analytics, dropped while seeding millions
// of rows and built again afterwards (one sorted build instead of millions
// of updates).
routerAdd(
  'POST',
  '/api/bench/analytics/indexes',
  (e) => {
    const action = e.requestInfo().body.action;
    const db = e.app.db();
    if (action === 'drop') {
      const found = arrayOf(new DynamicModel({ name: '', sql: '' }));
      db.newQuery(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'user_analytics' AND sql IS NOT NULL",
      ).all(found);
      for (const index of found) db.newQuery(`DROP INDEX ${index.name}`).execute();
      return e.json(200, { indexes: found.map((index) => index.sql) });
    }
    for (const sql of e.requestInfo().body.indexes) db.newQuery(sql).execute();
    db.newQuery('ANALYZE').execute();
    return e.json(200, {});
  },
  $apis.requireSuperuserAuth(),
);

// Rolls up one chunk of what is waiting, as the cron hook does (a request
// at a time, so that none outlasts the client's timeout).
routerAdd(
  'POST',
  '/api/bench/analytics/rollup',
  (e) => {
    const covered = require(`${__hooks}/lib/analytics-rollup.js`).rollUp(
      e.app,
      e.requestInfo().body.chunk,
      1,
    );
    return e.json(200, { covered });
  },
  $apis.requireSuperuserAuth(),
);

// EXPLAIN QUERY PLAN of every query the summary makes, for 24h and 90d now,
// and the median of five runs of each, in milliseconds.
routerAdd(
  'GET',
  '/api/bench/analytics/plans',
  (e) => {
    const { QUERIES, periodRange } = require(`${__hooks}/lib/analytics-summary.js`);
    const hour = Math.floor(Date.now() / 3600000);
    const day = Math.floor(hour / 24);
    /** @param {number} ms */
    const ago = (ms) => new Date(Date.now() - ms).toISOString().replace('T', ' ');
    const figures = { metric: '', key: '', value: 0 };
    const totals = { metric: '', value: 0 };
    const series = { slot: 0, metric: '', value: 0 };
    const recent = { id: '', event_type: '', path: '', device: '', occurred: '', created: '' };
    /** @type {Array<[string, string, dbx.Params, { [column: string]: unknown }]>} */
    const cases = [
      ['24h figures', QUERIES.hour.figures, periodRange('24h', Date.now()), figures],
      ['24h previous', QUERIES.hour.totals, { from: hour - 47, to: hour - 23 }, totals],
      ['24h series', QUERIES.hour.series, { from: hour - 23, to: hour + 1 }, series],
      ['90d figures', QUERIES.day.figures, periodRange('90d', Date.now()), figures],
      ['90d previous', QUERIES.day.totals, { from: day - 179, to: day - 89 }, totals],
      ['90d series', QUERIES.day.series, { from: day - 89, to: day + 1 }, series],
      ['recent events', QUERIES.recent, { since: ago(90 * 86400000) }, recent],
      ['realtime visitors', QUERIES.realtime, { since: ago(5 * 60000) }, { value: 0 }],
    ];
    /** @type {{ [name: string]: { plan: string[], ms: number, rows: number } }} */
    const plans = {};
    for (const [name, sql, params, shape] of cases) {
      const steps = arrayOf(new DynamicModel({ detail: '' }));
      e.app.db().newQuery(`EXPLAIN QUERY PLAN ${sql}`).bind(params).all(steps);
      const times = [];
      let found = 0;
      for (let run = 0; run < 5; run++) {
        const started = Date.now();
        const result = arrayOf(new DynamicModel(shape));
        e.app.db().newQuery(sql).bind(params).all(result);
        times.push(Date.now() - started);
        found = result.length;
      }
      times.sort((a, b) => a - b);
      plans[name] = { plan: steps.map((step) => step.detail), ms: times[2], rows: found };
    }
    return e.json(200, plans);
  },
  $apis.requireSuperuserAuth(),
);
