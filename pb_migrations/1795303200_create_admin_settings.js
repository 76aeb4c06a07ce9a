/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

const ADMIN_ONLY = '@request.auth.collectionName = "users" && @request.auth.role = "admin"';

// The admin's settings for the site as a whole, one record with a known id
// (src/definitions/weekly-report.ts, ADMIN_SETTINGS): for now whether the
// owner's weekly report is sent, on from the start. An admin may read and
// change it; nobody adds or removes the record through the API.
migrate(
  (app) => {
    const settings = new /** @type {CollectionFromData} */ (/** @type {unknown} */ (Collection))({
      type: 'base',
      name: 'admin_settings',
      listRule: ADMIN_ONLY,
      viewRule: ADMIN_ONLY,
      createRule: null,
      updateRule: ADMIN_ONLY,
      deleteRule: null,
      fields: [
        { type: 'bool', name: 'weekly_report' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
    });
    app.save(settings);
    const record = new Record(settings);
    record.set('id', 'adminsettings01');
    record.set('weekly_report', true);
    app.save(record);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('admin_settings'));
  },
);
