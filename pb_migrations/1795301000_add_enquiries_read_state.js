/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

const ADMIN_ONLY = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';

// When an admin read an enquiry and when they handled it: kept on the server
// so every device and tab of the admin agrees. Only an admin may update an
// enquiry, and pb_hooks/enquiries.pb.js lets them change these two fields
// and nothing a visitor sent.
migrate(
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.fields.add(new DateField({ name: 'read_at' }));
    enquiries.fields.add(new DateField({ name: 'handled_at' }));
    enquiries.updateRule = ADMIN_ONLY;
    enquiries.addIndex('idx_enquiries_read_at', false, 'read_at', '');
    app.save(enquiries);
  },
  (app) => {
    const enquiries = app.findCollectionByNameOrId('enquiries');
    enquiries.removeIndex('idx_enquiries_read_at');
    enquiries.fields.removeByName('read_at');
    enquiries.fields.removeByName('handled_at');
    // The JSVM takes null for no rule (superusers only); the declarations type Go's *string without null.
    enquiries.updateRule = /** @type {string | undefined} */ (/** @type {unknown} */ (null));
    app.save(enquiries);
  },
);
