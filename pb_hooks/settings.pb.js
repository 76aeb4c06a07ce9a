/// <reference path="types/pocketbase.d.ts" />

onBootstrap((e) => {
  e.next();
  // Re-applied at every start, so the server's limits are always the ones
  // the browser was built with (lib/request-limits.json).
  const settings = e.app.settings();
  require(`${__hooks}/lib/request-limits.js`).applyRequestLimits(settings);
  // The server's log keeps visitors' IP addresses no longer than /privacy says (lib/retention.json).
  settings.logs.maxDays = require(`${__hooks}/lib/retention.json`).serverLogDays;
  e.app.save(settings);
  require(`${__hooks}/lib/environment.js`).applyEnvironment(e.app);
  require(`${__hooks}/lib/admin-account.js`).seedAdmin(e.app);
});
