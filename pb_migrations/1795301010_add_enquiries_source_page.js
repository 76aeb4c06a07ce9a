/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// The page of the site the enquiry was sent from (its path, e.g. "/contact"),
// shown to the admin beside the enquiry. Optional, so enquiries queued before
// this change stay valid.
migrate(
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.add(new TextField({ name: 'source_page', max: 300, pattern: '^/[^\\s]*$' }));
    app.save(enquiries);
  },
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.removeByName('source_page');
    app.save(enquiries);
  },
);
