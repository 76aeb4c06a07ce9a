/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// What an enquiry asks for: a plain enquiry, a place on the waitlist or a
// 15-minute discovery call (the contact page's modes). Optional, so the home
// form and enquiries sent before this change stay valid.
migrate(
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.add(
      new SelectField({ name: 'topic', values: ['enquiry', 'waitlist', 'discovery_call'], maxSelect: 1 }),
    );
    app.save(enquiries);
  },
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.removeByName('topic');
    app.save(enquiries);
  },
);
