/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// More for the dashboard to break figures down by: the browser's and the
// operating system's family (never a version), the campaign's utm_medium,
// and whether a page view was of a page the site does not have (a broken
// link), derived when each event is stored (pb_hooks/lib/analytics-event-fields.js).
// A session takes its browser and system from its first event and its
// medium from its entry page, as it does its device and source. Events and
// sessions stored before this change have none of them.
const DERIVED = [
  { type: 'text', name: 'browser', max: 32 },
  { type: 'text', name: 'os', max: 32 },
  { type: 'text', name: 'utm_medium', max: 200 },
  { type: 'bool', name: 'not_found' },
];
const SESSION_COLUMNS = [
  'utm_medium TEXT',
  "browser TEXT NOT NULL DEFAULT ''",
  "os TEXT NOT NULL DEFAULT ''",
];

migrate(
  (app) => {
    const analytics = app.findCollectionByNameOrId('user_analytics');
    for (const field of DERIVED)
      analytics.fields.add(new /** @type {FieldFromData} */ (/** @type {unknown} */ (Field))(field));
    app.save(analytics);
    for (const column of SESSION_COLUMNS) {
      app.db().newQuery(`ALTER TABLE analytics_sessions ADD COLUMN ${column}`).execute();
    }
  },
  (app) => {
    const analytics = app.findCollectionByNameOrId('user_analytics');
    for (const field of DERIVED) analytics.fields.removeByName(field.name);
    app.save(analytics);
    for (const column of SESSION_COLUMNS) {
      app
        .db()
        .newQuery(`ALTER TABLE analytics_sessions DROP COLUMN ${column.split(' ')[0]}`)
        .execute();
    }
  },
);
