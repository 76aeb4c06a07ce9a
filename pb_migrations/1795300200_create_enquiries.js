/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

const ADMIN_ONLY = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';

// Anyone may send an enquiry; only an admin may read them, which also
// governs who receives them over realtime.
migrate(
  (app) => {
    const enquiries = new /** @type {CollectionFromData} */ (/** @type {unknown} */ (Collection))({
      type: 'base',
      name: 'enquiries',
      listRule: ADMIN_ONLY,
      viewRule: ADMIN_ONLY,
      createRule: '',
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'name', required: true, min: 1, max: 100 },
        { type: 'email', name: 'email', required: true },
        { type: 'text', name: 'message', required: true, min: 10, max: 5000 },
        {
          type: 'select',
          name: 'service',
          maxSelect: 1,
          values: [
            'influencer-marketing',
            'web-funnel',
            'content-strategy',
            'ppc-advertising',
            'social-media-ads',
            'seo',
            'strategy-consulting',
            'branding',
          ],
        },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: ['CREATE INDEX idx_enquiries_created ON enquiries (created)'],
    });
    app.save(enquiries);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('enquiries'));
  },
);
