/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// A phone number and a company name, both optional, that a visitor may give
// with an enquiry; the enquiry's definition (src/definitions/enquiry.ts)
// checks them before they reach here, and this migration keeps its own
// frozen copy of their lengths.
migrate(
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.add(new TextField({ name: 'phone', max: 30 }));
    enquiries.fields.add(new TextField({ name: 'company', max: 120 }));
    app.save(enquiries);
  },
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.removeByName('phone');
    enquiries.fields.removeByName('company');
    app.save(enquiries);
  },
);
