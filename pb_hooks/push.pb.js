/// <reference path="types/pocketbase.d.ts" />

// Alerts on the admin's devices with the site closed (Web Push): the key
// pair made at the first start, the routes through which an admin's browser
// subscribes and the admin manages devices (lib/push-routes.js), and the
// queue's sender (lib/push-queue.js). Each new enquiry queues its alerts in
// its own save (pb_hooks/enquiries.pb.js).

onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/vapid-keys.js`).ensureVapidKeys(e.app);
});

routerAdd(
  'GET',
  '/api/push/key',
  (e) => require(`${__hooks}/lib/push-routes.js`).answerKey(e),
  $apis.requireAuth('users'),
);

routerAdd(
  'GET',
  '/api/push/subscriptions',
  (e) => require(`${__hooks}/lib/push-routes.js`).answerDevices(e),
  $apis.requireAuth('users'),
);

// A PushSubscription's JSON is some 500 bytes; nothing larger is one.
routerAdd(
  'POST',
  '/api/push/subscriptions',
  (e) => require(`${__hooks}/lib/push-routes.js`).saveDevice(e),
  $apis.requireAuth('users'),
  $apis.bodyLimit(8192),
);

routerAdd(
  'DELETE',
  '/api/push/subscriptions',
  (e) => require(`${__hooks}/lib/push-routes.js`).removeDevice(e),
  $apis.requireAuth('users'),
  $apis.bodyLimit(8192),
);

// Runs at every tick of PocketBase's scheduler: once a minute, or as often as
// MAIL_QUEUE_INTERVAL_SECONDS makes it tick (pb_hooks/mail-queue.pb.js).
cronAdd('push_queue', '* * * * *', () => {
  require(`${__hooks}/lib/push-queue.js`).sendDuePushes($app);
});
