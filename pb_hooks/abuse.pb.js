/// <reference path="../pb_data/types.d.ts" />

// Spam and abuse checks on what a visitor may create without signing in, and
// on sign-ins. The newsletter's create hook runs its checks itself, first
// (newsletter.pb.js): it mails, and the order in which hooks of different
// files run is not to be relied on.

// Counted per client IP in a sliding window as well as by PocketBase's own
// limiter (lib/sliding-window.js): sign-ins as they arrive, malformed ones
// included, as PocketBase counts them; creates in batches too.
routerUse((e) => {
  const match = /^\/api\/collections\/([^/]+)\/auth-with-password\/?$/.exec(e.request.url.path);
  if (e.request.method === 'POST' && match) {
    require(`${__hooks}/lib/sliding-window.js`).checkSlidingWindow(e, '*:auth', match[1]);
  }
  return e.next();
});

onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/sliding-window.js`).checkSlidingWindow(e, `${e.collection.name}:create`);
    return e.next();
  },
  'enquiries',
  'users',
);

// The forms' honeypot and fill time (lib/form-guard.js).
onRecordCreateRequest((e) => {
  if (require(`${__hooks}/lib/form-guard.js`).guardForm(e)) return;
  return e.next();
}, 'enquiries');

cronAdd('abuse-counts-prune', '* * * * *', () => {
  const now = Date.now();
  require(`${__hooks}/lib/sliding-window.js`).pruneSlidingWindows($app, now);
  require(`${__hooks}/lib/sign-in-throttle.js`).pruneSignIns($app, now);
});
