/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

const ADMIN_ONLY = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';

// Discovery calls booked by visitors (src/definitions/booking.ts). Anyone
// may book, as anyone may send an enquiry; only an admin may read them. A
// slot is held by the partial unique index, not by a check before the
// write: of two bookings of one start, the database stores one, and a
// cancelled call no longer holds its start.
migrate(
  (app) => {
    const bookings = new /** @type {CollectionFromData} */ (/** @type {unknown} */ (Collection))({
      type: 'base',
      name: 'bookings',
      listRule: ADMIN_ONLY,
      viewRule: ADMIN_ONLY,
      createRule: '',
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'name', required: true, min: 1, max: 100 },
        { type: 'email', name: 'email', required: true },
        { type: 'text', name: 'phone', max: 30 },
        { type: 'text', name: 'message', max: 2000 },
        { type: 'text', name: 'slot', required: true, max: 30 },
        { type: 'text', name: 'slot_end', required: true, max: 30 },
        { type: 'select', name: 'status', required: true, maxSelect: 1, values: ['booked', 'cancelled'] },
        { type: 'date', name: 'cancelled_at' },
        { type: 'text', name: 'cancel_note', max: 2000 },
        { type: 'date', name: 'reminded_at' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_bookings_booked_slot ON bookings (slot) WHERE status = 'booked'",
        'CREATE INDEX idx_bookings_email_slot ON bookings (email, slot)',
        'CREATE INDEX idx_bookings_slot ON bookings (slot)',
      ],
    });
    app.save(bookings);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('bookings'));
  },
);
