/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// Fields the server derives from each event when it is created (see
// pb_hooks/lib/analytics-event-fields.js), so that reports read plain columns
// instead of parsing URLs, JSON and user agents over millions of rows.
const DERIVED = [
  { type: 'date', name: 'occurred' },
  { type: 'text', name: 'path', max: 2048 },
  { type: 'text', name: 'device', max: 16 },
  { type: 'text', name: 'referrer', max: 255 },
  { type: 'text', name: 'utm_source', max: 200 },
  { type: 'text', name: 'utm_campaign', max: 200 },
];

migrate(
  (app) => {
    const analytics = app.findCollectionByNameOrId('user_analytics');
    for (const field of DERIVED)
      analytics.fields.add(new /** @type {FieldFromData} */ (/** @type {unknown} */ (Field))(field));
    // Covers the count of visitors in the last five minutes without reading the rows.
    analytics.addIndex('idx_user_analytics_created_session', false, 'created, session_id', '');
    app.save(analytics);

    // Events recorded before these fields existed get them now, a page at a time.
    const { deriveEventFields } = require(`${__hooks}/lib/analytics-event-fields.js`);
    const page = 500;
    for (let offset = 0; ; offset += page) {
      const records = app.findRecordsByFilter('user_analytics', '', 'created', page, offset);
      for (const record of records) {
        deriveEventFields(record, record.getDateTime('created'));
        app.saveNoValidate(record);
      }
      if (records.length < page) break;
    }
  },
  (app) => {
    const analytics = app.findCollectionByNameOrId('user_analytics');
    for (const field of DERIVED) analytics.fields.removeByName(field.name);
    analytics.removeIndex('idx_user_analytics_created_session');
    app.save(analytics);
  },
);
