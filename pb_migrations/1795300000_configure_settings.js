/// <reference path="../pb_data/types.d.ts" />

// Settings that do not depend on the environment. Values read from the
// environment (app URL, SMTP, trusted proxy headers) are applied at every
// start by pb_hooks/settings.pb.js, so a changed environment takes effect.
migrate(
  (app) => {
    const settings = app.settings();

    settings.meta.appName = 'Clear North';
    settings.meta.hideControls = false;

    // The outbox delivers analytics in batches. The browser reads this limit and
    // the windows below from src/lib/pocketbase/collections.ts; a test keeps them in step.
    settings.batch.enabled = true;
    settings.batch.maxRequests = 50;
    settings.batch.timeout = 3;
    settings.batch.maxBodySize = 512 * 1024;

    // Budgets are per client IP. Batch items count one by one against the
    // create budgets, so analytics has its own, larger allowance.
    settings.rateLimits.enabled = true;
    settings.rateLimits.rules = [
      { label: '*:auth', audience: '', duration: 10, maxRequests: 10 },
      { label: 'users:create', audience: '@guest', duration: 60, maxRequests: 10 },
      { label: 'enquiries:create', audience: '', duration: 60, maxRequests: 20 },
      { label: 'newsletter_subscriptions:create', audience: '', duration: 60, maxRequests: 20 },
      { label: 'user_analytics:create', audience: '', duration: 10, maxRequests: 600 },
      { label: '*:create', audience: '', duration: 10, maxRequests: 30 },
      { label: '/api/batch', audience: '', duration: 10, maxRequests: 30 },
      { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
    ];

    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.batch.enabled = false;
    settings.rateLimits.enabled = false;
    settings.rateLimits.rules = [];
    app.save(settings);
  },
);
