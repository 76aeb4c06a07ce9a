/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// Every push is saved here first, in the same transaction as the enquiry it
// tells of, and sent by the cron job in pb_hooks/push.pb.js, retried with
// backoff while its push service does not take it, until it is too old to
// be worth showing. A push taken is deleted; one given up keeps its status
// and error, not its message. Only the hooks read and write it.
migrate(
  (app) => {
    const subscriptions = app.findCollectionByNameOrId('push_subscriptions');
    const queue = new /** @type {CollectionFromData} */ (/** @type {unknown} */ (Collection))({
      type: 'base',
      name: 'push_queue',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: 'relation',
          name: 'subscription',
          required: true,
          collectionId: subscriptions.id,
          cascadeDelete: true,
          maxSelect: 1,
        },
        {
          type: 'select',
          name: 'status',
          required: true,
          maxSelect: 1,
          values: ['queued', 'sending', 'failed'],
        },
        { type: 'number', name: 'attempts', min: 0, onlyInt: true },
        { type: 'text', name: 'last_error', max: 2000 },
        // When the next attempt is due; while sending, until when the sender owns it.
        { type: 'date', name: 'next_attempt_at' },
        // After this the news is stale: the push is given up rather than shown late.
        { type: 'date', name: 'expires_at' },
        { type: 'json', name: 'message', hidden: true, maxSize: 8192 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      ],
      indexes: [
        'CREATE INDEX idx_push_queue_due ON push_queue (status, next_attempt_at)',
        'CREATE INDEX idx_push_queue_created ON push_queue (created)',
      ],
    });
    app.save(queue);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('push_queue'));
  },
);
