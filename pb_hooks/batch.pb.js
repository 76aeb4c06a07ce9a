/// <reference path="types/pocketbase.d.ts" />

// A batch PocketBase cannot read answers 400, not 500 (lib/batch-shape.js).
routerUse((e) => {
  require(`${__hooks}/lib/batch-shape.js`).checkBatchShape(e);
  return e.next();
});
