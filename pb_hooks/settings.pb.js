/// <reference path="types/pocketbase.d.ts" />

onBootstrap((e) => {
  e.next();
  // Re-applied at every start, so the server's limits are always the ones
  // the browser was built with (src/definitions/request-limits.ts).
  const settings = e.app.settings();
  require(`${__hooks}/lib/request-limits.js`).applyRequestLimits(settings);
  // The server's log keeps visitors' IP addresses no longer than /privacy says (src/definitions/retention.ts).
  settings.logs.maxDays = require(`${__hooks}/lib/definitions.js`).RETENTION_DAYS.serverLog;
  e.app.save(settings);
  require(`${__hooks}/lib/environment.js`).applyEnvironment(e.app);
  require(`${__hooks}/lib/admin-account.js`).seedAdmin(e.app);
});
