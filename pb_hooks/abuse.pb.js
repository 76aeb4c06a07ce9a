/// <reference path="types/pocketbase.d.ts" />

// The counts of sign-ins per client IP (a step of lib/request-checks.js)
// and of each account's, pruned. The checks on what a visitor may create are
// steps of each collection's own create pipeline (enquiries.pb.js,
// sign-up.pb.js, newsletter.pb.js), where their order is written down.

cronAdd('abuse-counts-prune', '* * * * *', () => {
  const now = require(`${__hooks}/lib/clock.js`).now();
  require(`${__hooks}/lib/sliding-window.js`).pruneSlidingWindows($app, now);
  require(`${__hooks}/lib/sign-in-throttle.js`).pruneSignIns($app, now);
});
