/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

const ADMIN_ONLY = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';

// First-party analytics events. Anyone may create one; only an admin may
// read them. Every field is bounded so a malformed event is a 400.
migrate(
  (app) => {
    const analytics = new /** @type {CollectionFromData} */ (/** @type {unknown} */ (Collection))({
      type: 'base',
      name: 'user_analytics',
      listRule: ADMIN_ONLY,
      viewRule: ADMIN_ONLY,
      createRule: '',
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'session_id', required: true, min: 8, max: 64, pattern: '^[A-Za-z0-9_-]+$' },
        { type: 'text', name: 'page_url', required: true, max: 2048 },
        { type: 'text', name: 'event_type', required: true, max: 64, pattern: '^[a-z][a-z0-9_]*$' },
        { type: 'json', name: 'event_data', maxSize: 8192 },
        { type: 'text', name: 'user_agent', max: 512 },
        // The visitor's own clock when the event happened; delivery may be
        // days late, so reports order by "created" and show client_ts.
        { type: 'date', name: 'client_ts' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      ],
      indexes: [
        'CREATE INDEX idx_user_analytics_created ON user_analytics (created)',
        'CREATE INDEX idx_user_analytics_type_created ON user_analytics (event_type, created)',
      ],
    });
    app.save(analytics);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('user_analytics'));
  },
);
