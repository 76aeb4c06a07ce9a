/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// The admin's filing of an enquiry (archived, or spam; empty while it is in
// the inbox) and a private note on it. Only an admin may set them
// (pb_hooks/lib/enquiry-state.js); the list and view rules already keep every
// enquiry to the admin.
migrate(
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.add(new SelectField({ name: 'filed', values: ['archived', 'spam'], maxSelect: 1 }));
    enquiries.fields.add(new TextField({ name: 'note', max: 2000 }));
    enquiries.addIndex('idx_enquiries_filed', false, 'filed', '');
    app.save(enquiries);
  },
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.removeIndex('idx_enquiries_filed');
    enquiries.fields.removeByName('filed');
    enquiries.fields.removeByName('note');
    app.save(enquiries);
  },
);
