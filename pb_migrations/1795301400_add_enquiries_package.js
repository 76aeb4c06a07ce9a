/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// The pricing package an enquiry came from (its name, e.g. "Focus Growth"),
// so the agency sees which package the visitor chose. Optional: enquiries
// from anywhere but a package's button carry none.
migrate(
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.add(new TextField({ name: 'package', max: 60, pattern: '^[A-Za-z0-9 ]*$' }));
    app.save(enquiries);
  },
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.removeByName('package');
    app.save(enquiries);
  },
);
