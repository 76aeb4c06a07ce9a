/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// One record per week whose report was queued, named by its ISO week
// ("2026-W49"), saved with the mail in one transaction: the unique name is
// what makes the report go once a week however often its job runs, or the
// server restarts. Only the hooks read and write it.
migrate(
  (app) => {
    const reports = new /** @type {CollectionFromData} */ (/** @type {unknown} */ (Collection))({
      type: 'base',
      name: 'weekly_reports',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        { type: 'text', name: 'week', required: true, max: 8 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE UNIQUE INDEX idx_weekly_reports_week ON weekly_reports (week)'],
    });
    app.save(reports);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('weekly_reports'));
  },
);
