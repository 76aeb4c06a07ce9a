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
    require(`${__hooks}/lib/freed-space.js`).scheduleWipe(app);
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
