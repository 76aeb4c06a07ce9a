/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// Double opt-in: a subscription is "pending" until the address's owner
// confirms it from the mail (pb_hooks/newsletter.pb.js), and only
// "subscribed" ones count. Nobody may choose the status when subscribing.
// The hook answers a new and a known address alike, so the address index
// no longer shows through the API. The dates keep when consent was given
// and withdrawn.
migrate(
  (app) => {
    const subscriptions = app.findCollectionByNameOrId('newsletter_subscriptions');
    subscriptions.fields.add(
      new SelectField({
        name: 'status',
        required: true,
        maxSelect: 1,
        values: ['pending', 'subscribed', 'unsubscribed'],
      }),
      new DateField({ name: 'confirmed_at' }),
      new DateField({ name: 'unsubscribed_at' }),
    );
    subscriptions.createRule = '@request.body.status:isset = false';
    // Subscriptions taken before double opt-in were given on the site's own
    // form, with the status left empty: they stay on the list.
    app
      .db()
      .newQuery("UPDATE newsletter_subscriptions SET status = 'subscribed' WHERE status = ''")
      .execute();
    app.save(subscriptions);
  },
  (app) => {
    const subscriptions = app.findCollectionByNameOrId('newsletter_subscriptions');
    app.db().newQuery("UPDATE newsletter_subscriptions SET status = '' WHERE status = 'pending'").execute();
    subscriptions.fields.add(
      new SelectField({
        name: 'status',
        required: false,
        maxSelect: 1,
        values: ['subscribed', 'unsubscribed'],
      }),
    );
    subscriptions.fields.removeByName('confirmed_at');
    subscriptions.fields.removeByName('unsubscribed_at');
    subscriptions.createRule = '@request.body.status:isset = false || @request.body.status = "subscribed"';
    app.save(subscriptions);
  },
);
