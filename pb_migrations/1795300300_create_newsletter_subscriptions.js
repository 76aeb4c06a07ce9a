/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

const ADMIN_ONLY = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';

// Anyone may subscribe, only as "subscribed"; only an admin may list or read
// the subscriptions. The address is unique, so here a second subscription with
// a known address would answer 400 validation_not_unique on email: the later
// double opt-in (1795300801 and pb_hooks/newsletter.pb.js) answers a known
// address like a new one instead. Unsubscribing goes through a signed link
// handled by a hook, never through a rule anyone could satisfy by knowing an
// address.
migrate(
  (app) => {
    const subscriptions = new /** @type {CollectionFromData} */ (/** @type {unknown} */ (Collection))({
      type: 'base',
      name: 'newsletter_subscriptions',
      listRule: ADMIN_ONLY,
      viewRule: ADMIN_ONLY,
      createRule: '@request.body.status:isset = false || @request.body.status = "subscribed"',
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'email', name: 'email', required: true },
        { type: 'text', name: 'full_name', max: 120 },
        { type: 'select', name: 'source', maxSelect: 1, values: ['website', 'popup', 'journal', 'footer'] },
        { type: 'select', name: 'status', maxSelect: 1, values: ['subscribed', 'unsubscribed'] },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_newsletter_subscriptions_email ON newsletter_subscriptions (email COLLATE NOCASE)',
      ],
    });
    app.save(subscriptions);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('newsletter_subscriptions'));
  },
);
