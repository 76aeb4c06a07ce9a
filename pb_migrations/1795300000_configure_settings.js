/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// Settings that do not depend on the environment. Values read from the
// environment (app URL, SMTP, trusted proxy headers) are applied at every
// start by pb_hooks/settings.pb.js, so a changed environment takes effect.
migrate(
  (app) => {
    const settings = app.settings();

    settings.meta.appName = 'Clear North';
    settings.meta.hideControls = false;
    // The batch API's and the rate limits are applied at every start, from the
    // file the browser is built with (pb_hooks/settings.pb.js): a migration
    // stays as it was written, and reads no code that may change.

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
