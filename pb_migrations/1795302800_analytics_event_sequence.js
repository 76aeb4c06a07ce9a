/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// The analytics rollup took events past a watermark on user_analytics'
// implicit rowid. That table has no INTEGER PRIMARY KEY, so a VACUUM may
// renumber its rows, and once the newest rows are deleted a new row takes a
// rowid below the watermark: either way events went uncounted, silently.
// Each event now gets `seq` from a counter that only ever rises, set by a
// trigger in the insert's own statement, and the rollup's cursor is on it.
migrate(
  (app) => {
    const analytics = app.findCollectionByNameOrId('user_analytics');
    analytics.fields.add(new NumberField({ name: 'seq', onlyInt: true, hidden: true }));
    analytics.addIndex('idx_user_analytics_seq', false, 'seq', '');
    app.save(analytics);

    const statements = [
      `CREATE TABLE analytics_event_counter (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        last INTEGER NOT NULL
      )`,
      'INSERT INTO analytics_event_counter (id, last) SELECT 1, COALESCE(max(rowid), 0) FROM user_analytics',
      // Events stored so far keep their order, and the cursor stays where it was.
      'UPDATE user_analytics SET seq = rowid',
      'ALTER TABLE analytics_rollup_state RENAME COLUMN last_rowid TO last_seq',
      `CREATE TRIGGER IF NOT EXISTS user_analytics_seq AFTER INSERT ON user_analytics
       BEGIN
         UPDATE analytics_event_counter SET last = last + 1 WHERE id = 1;
         UPDATE user_analytics SET seq = (SELECT last FROM analytics_event_counter WHERE id = 1)
           WHERE rowid = NEW.rowid;
       END`,
    ];
    for (const sql of statements) app.db().newQuery(sql).execute();
  },
  (app) => {
    for (const sql of [
      'DROP TRIGGER IF EXISTS user_analytics_seq',
      'ALTER TABLE analytics_rollup_state RENAME COLUMN last_seq TO last_rowid',
      'DROP TABLE IF EXISTS analytics_event_counter',
    ]) {
      app.db().newQuery(sql).execute();
    }
    const analytics = app.findCollectionByNameOrId('user_analytics');
    analytics.removeIndex('idx_user_analytics_seq');
    analytics.fields.removeByName('seq');
    app.save(analytics);
  },
);
