/// <reference path="types/pocketbase.d.ts" />

// Public creates come only as JSON from the site's origin; see lib/public-creates.js.
routerUse((e) => {
  require(`${__hooks}/lib/public-creates.js`).checkPublicCreate(e);
  return e.next();
});
