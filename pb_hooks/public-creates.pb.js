/// <reference path="types/pocketbase.d.ts" />

// Public creates come only as JSON from the site's origin, no larger than
// their limit however they are sent; see lib/public-creates.js. This runs
// before any other middleware of ours (priority 0), after PocketBase's rate
// limiter and body limit, so a body that is not whole JSON costs nothing
// more than reading it.
routerUse(
  new Middleware(
    (e) => {
      require(`${__hooks}/lib/public-creates.js`).checkPublicCreate(e);
      return e.next();
    },
    -980,
    'publicCreates',
  ),
);
