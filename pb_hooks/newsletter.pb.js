/// <reference path="types/pocketbase.d.ts" />

// The newsletter's double opt-in and signed links; see lib/newsletter-*.js.

onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/newsletter-tokens.js`).ensureSecret(e.app);
});

// The abuse checks come first, here rather than in abuse.pb.js: a trapped
// subscription must never reach the mail, and a known address is answered
// without reaching later hooks. Then the subscription's definition cleans and
// checks it as the site's forms do (lib/defined-record.js), so an address is
// known in whatever invisible characters it comes.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/sliding-window.js`).checkSlidingWindow(e, 'newsletter_subscriptions:create');
  if (require(`${__hooks}/lib/form-guard.js`).guardForm(e)) return;
  const { SUBSCRIPTION_FIELDS } = require(`${__hooks}/lib/definitions.js`);
  require(`${__hooks}/lib/defined-record.js`).checkDefinedRecord(e.record, SUBSCRIPTION_FIELDS);
  return require(`${__hooks}/lib/newsletter-subscribe.js`).handleSubscribeRequest(e);
}, 'newsletter_subscriptions');

// A new address's confirmation is queued in its subscription's own save
// (lib/newsletter-subscribe.js says why).
onRecordCreateExecute((e) => {
  e.next();
  require(`${__hooks}/lib/newsletter-subscribe.js`).confirmNewSubscription(e.app, e.record);
}, 'newsletter_subscriptions');

routerAdd('POST', '/api/newsletter/confirm', (e) => {
  return require(`${__hooks}/lib/newsletter-links.js`).confirmSubscription(e);
});

routerAdd('POST', '/api/newsletter/unsubscribe', (e) => {
  return require(`${__hooks}/lib/newsletter-links.js`).unsubscribe(e);
});

// The admin erases a subscriber who asks (lib/subscriber-erasure.js).
routerAdd(
  'DELETE',
  '/api/newsletter/subscribers/{id}',
  (e) => require(`${__hooks}/lib/subscriber-erasure.js`).eraseSubscriber(e),
  $apis.requireAuth('users'),
);
