/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// The devices where an admin switched alerts on: each browser's push
// subscription (its push service's endpoint and the keys its messages are
// encrypted to), whose admin it is, and the device's name from its user
// agent. Only the hooks read and write it (pb_hooks/push.pb.js): the keys
// never leave the server, and the admin sees devices through /api/push.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const subscriptions = new /** @type {CollectionFromData} */ (/** @type {unknown} */ (Collection))({
      type: 'base',
      name: 'push_subscriptions',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: 'relation',
          name: 'user',
          required: true,
          collectionId: users.id,
          cascadeDelete: true,
          maxSelect: 1,
        },
        { type: 'text', name: 'endpoint', required: true, max: 2048 },
        { type: 'text', name: 'p256dh', required: true, max: 100, hidden: true },
        { type: 'text', name: 'auth', required: true, max: 32, hidden: true },
        { type: 'text', name: 'device', max: 80 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_push_subscriptions_endpoint ON push_subscriptions (endpoint)'],
    });
    app.save(subscriptions);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('push_subscriptions'));
  },
);
