/// <reference path="types/pocketbase.d.ts" />

// Sign-ins counted per client IP, and the counts pruned. The checks on what a
// visitor may create are steps of each collection's own create pipeline
// (enquiries.pb.js, sign-up.pb.js, newsletter.pb.js), where their order is
// written down.

// Counted per client IP in a sliding window as well as by PocketBase's own
// limiter (lib/sliding-window.js): sign-ins as they arrive, malformed ones
// included, as PocketBase counts them.
routerUse((e) => {
  const match = /^\/api\/collections\/([^/]+)\/auth-with-password\/?$/.exec(e.request.url.path);
  if (e.request.method === 'POST' && match) {
    require(`${__hooks}/lib/sliding-window.js`).checkSlidingWindow(e, '*:auth', match[1]);
  }
  return e.next();
});

cronAdd('abuse-counts-prune', '* * * * *', () => {
  const now = require(`${__hooks}/lib/clock.js`).now();
  require(`${__hooks}/lib/sliding-window.js`).pruneSlidingWindows($app, now);
  require(`${__hooks}/lib/sign-in-throttle.js`).pruneSignIns($app, now);
});
