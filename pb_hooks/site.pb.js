/// <reference path="../pb_data/types.d.ts" />

// Registered before PocketBase's default public-dir route, which then steps aside.
routerAdd('GET', '/{path...}', (e) => require(`${__hooks}/lib/site-files.js`).serveSite(e));
