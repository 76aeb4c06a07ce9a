/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

const ADMIN_ONLY = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';

// Every outgoing mail is saved here first and sent by the cron job in
// pb_hooks/mail-queue.pb.js, retried with backoff until the SMTP server
// accepts it. Admins may read the log (what, to whom, how it went); the
// message itself is hidden from the API, since account mails carry live
// tokens. Nobody writes through the API: only the hooks do.
migrate(
  (app) => {
    const queue = new /** @type {CollectionFromData} */ (/** @type {unknown} */ (Collection))({
      type: 'base',
      name: 'mail_queue',
      listRule: ADMIN_ONLY,
      viewRule: ADMIN_ONLY,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'kind', required: true, max: 40 },
        { type: 'text', name: 'recipients', required: true, max: 2000 },
        { type: 'text', name: 'subject', max: 500 },
        {
          type: 'select',
          name: 'status',
          required: true,
          maxSelect: 1,
          values: ['queued', 'sending', 'sent', 'failed'],
        },
        { type: 'number', name: 'attempts', min: 0, onlyInt: true },
        { type: 'text', name: 'last_error', max: 2000 },
        // When the next attempt is due; while sending, until when the sender owns it.
        { type: 'date', name: 'next_attempt_at' },
        { type: 'date', name: 'sent_at' },
        { type: 'json', name: 'message', hidden: true, maxSize: 2 * 1024 * 1024 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX idx_mail_queue_due ON mail_queue (status, next_attempt_at)',
        'CREATE INDEX idx_mail_queue_created ON mail_queue (created)',
      ],
    });
    app.save(queue);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('mail_queue'));
  },
);
