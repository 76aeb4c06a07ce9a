/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// Events no longer keep the visitor's user-agent string: the device and the
// browser's and system's families are derived from the request when an event
// arrives (pb_hooks/lib/user-agent-families.js), and the privacy page promises
// nothing more is kept. The strings stored so far go with the field, and the
// next start wipes the space they leave (pb_hooks/lib/freed-space.js).
migrate(
  (app) => {
    const analytics = app.findCollectionByNameOrId('user_analytics');
    analytics.fields.removeByName('user_agent');
    app.save(analytics);
    // The mark pb_hooks/lib/freed-space.js looks for at start, written out here
    // so that this migration stays as it was whatever becomes of the hooks.
    app.db().newQuery('CREATE TABLE IF NOT EXISTS freed_space_wipe_due (id INTEGER PRIMARY KEY)').execute();
  },
  // The field comes back empty: the strings are gone for good.
  (app) => {
    const analytics = app.findCollectionByNameOrId('user_analytics');
    analytics.fields.add(
      new /** @type {FieldFromData} */ (/** @type {unknown} */ (Field))({
        type: 'text',
        name: 'user_agent',
        max: 512,
      }),
    );
    app.save(analytics);
  },
);
