/// <reference path="../pb_data/types.d.ts" />

// The newsletter's double opt-in and signed links; see lib/newsletter-*.js.

onBootstrap((e) => {
  e.next();
  require(`${__hooks}/lib/newsletter-tokens.js`).ensureSecret(e.app);
});

onRecordCreateRequest((e) => {
  return require(`${__hooks}/lib/newsletter-subscribe.js`).handleSubscribeRequest(e);
}, 'newsletter_subscriptions');

routerAdd('POST', '/api/newsletter/confirm', (e) => {
  return require(`${__hooks}/lib/newsletter-links.js`).confirmSubscription(e);
});

routerAdd('POST', '/api/newsletter/unsubscribe', (e) => {
  return require(`${__hooks}/lib/newsletter-links.js`).unsubscribe(e);
});
