/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

const ADMIN_ONLY = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';

// When calls can be booked: one record the admin edits (docs/admin.md),
// read by the hooks (lib/booking-slots.js) in London time. It starts with
// the site's default: Tuesday to Thursday 10:00-16:00, 15-minute calls, a
// day's notice, three weeks ahead.
migrate(
  (app) => {
    const availability = new /** @type {CollectionFromData} */ (/** @type {unknown} */ (Collection))({
      type: 'base',
      name: 'booking_availability',
      listRule: ADMIN_ONLY,
      viewRule: ADMIN_ONLY,
      createRule: null,
      updateRule: ADMIN_ONLY,
      deleteRule: null,
      fields: [
        { type: 'json', name: 'weekly_hours', maxSize: 4096 },
        { type: 'json', name: 'days_off', maxSize: 16384 },
        { type: 'json', name: 'extra_times', maxSize: 16384 },
        { type: 'number', name: 'call_minutes', required: true, onlyInt: true, min: 5, max: 240 },
        { type: 'number', name: 'notice_hours', onlyInt: true, min: 0, max: 1440 },
        { type: 'number', name: 'horizon_days', required: true, onlyInt: true, min: 1, max: 366 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
    });
    app.save(availability);
    const record = new Record(availability);
    record.set('weekly_hours', { tue: ['10:00-16:00'], wed: ['10:00-16:00'], thu: ['10:00-16:00'] });
    record.set('days_off', []);
    record.set('extra_times', []);
    record.set('call_minutes', 15);
    record.set('notice_hours', 24);
    record.set('horizon_days', 21);
    app.save(record);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('booking_availability'));
  },
);
