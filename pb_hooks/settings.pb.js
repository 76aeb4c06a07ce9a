/// <reference path="../pb_data/types.d.ts" />

onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/environment.js`).applyEnvironment(e.app);
  require(`${__hooks}/lib/admin-account.js`).seedAdmin(e.app);
});
