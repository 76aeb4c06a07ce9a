/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// What became of a booked call, on its inbox entry: cancelled by the agency
// or the visitor, or moved, and the agency's message to the visitor. Only the
// booking's hooks set them (pb_hooks/lib/booking-inbox.js); the admin's
// own note stays the admin's. A frozen copy of src/definitions/booking.ts's
// CALL_STATES and the message's length.
migrate(
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.add(
      new SelectField({
        name: 'call_status',
        values: ['cancelled_by_agency', 'cancelled_by_visitor', 'moved'],
        maxSelect: 1,
      }),
    );
    enquiries.fields.add(new TextField({ name: 'call_message', max: 2000 }));
    app.save(enquiries);
  },
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.removeByName('call_status');
    enquiries.fields.removeByName('call_message');
    app.save(enquiries);
  },
);
