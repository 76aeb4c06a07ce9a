/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// A moved call stays one calendar event: the booking that replaces a moved
// call keeps the first booking's id for its invitation's UID (calendar_uid)
// and counts the moves in its SEQUENCE (calendar_sequence), so a calendar
// that took the first invitation moves the event rather than keeping a
// cancelled one beside a new one. Set by the hooks only
// (pb_hooks/lib/booking-calls.js). A frozen copy of src/definitions/records.ts.
migrate(
  (app) => {
    const bookings = app.findCollectionByNameOrId('bookings');
    bookings.fields.add(new TextField({ name: 'calendar_uid', max: 15 }));
    bookings.fields.add(new NumberField({ name: 'calendar_sequence', onlyInt: true, min: 0 }));
    app.save(bookings);
  },
  (app) => {
    const bookings = app.findCollectionByNameOrId('bookings');
    bookings.fields.removeByName('calendar_uid');
    bookings.fields.removeByName('calendar_sequence');
    app.save(bookings);
  },
);
