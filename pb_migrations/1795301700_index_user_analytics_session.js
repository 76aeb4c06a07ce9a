/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// The dashboard's filtered views read the events of the chosen sessions
// (pb_hooks/lib/analytics-filtered.js): by session, not by scanning them all.
migrate(
  (app) => {
    const analytics = app.findCollectionByNameOrId('user_analytics');
    analytics.addIndex('idx_user_analytics_session', false, 'session_id', '');
    app.save(analytics);
  },
  (app) => {
    const analytics = app.findCollectionByNameOrId('user_analytics');
    analytics.removeIndex('idx_user_analytics_session');
    app.save(analytics);
  },
);
