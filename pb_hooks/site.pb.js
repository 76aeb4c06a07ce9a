/// <reference path="types/pocketbase.d.ts" />

// Registered before PocketBase's default public-dir route, which then steps aside.
// No gzip middleware: files go out as the build compressed them, and the
// middleware would compress a Brotli copy again and label it gzip. Our
// checks of every request answer what this route matched themselves
// (lib/request-checks.js), with the same function.
routerAdd('GET', require(`${__hooks}/lib/site-files.js`).SITE_ROUTE, (e) =>
  require(`${__hooks}/lib/site-files.js`).serveSite(e),
);
