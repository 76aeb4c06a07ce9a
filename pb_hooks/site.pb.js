/// <reference path="types/pocketbase.d.ts" />

// Registered before PocketBase's default public-dir route, which then steps aside.
// No gzip middleware: files go out as the build compressed them, and the
// middleware would compress a Brotli copy again and label it gzip.
routerAdd('GET', '/{path...}', (e) => require(`${__hooks}/lib/site-files.js`).serveSite(e));
