/// <reference path="types/pocketbase.d.ts" />

// A batch PocketBase cannot read answers 400, not 500 (lib/batch-shape.js).
// A batch pays for the budgets its creates count against before it runs,
// all or nothing (lib/sliding-window.js).
routerUse((e) => {
  require(`${__hooks}/lib/batch-shape.js`).checkBatchShape(e);
  if (e.request.method === 'POST' && /^\/api\/batch\/?$/i.test(e.request.url.path)) {
    require(`${__hooks}/lib/sliding-window.js`).payForBatch(e);
  }
  return e.next();
});
