/// <reference path="types/pocketbase.d.ts" />

// The dashboard and superusers only from ADMIN_ALLOWED_IPS, when set (lib/admin-access.js).
routerUse((e) => {
  require(`${__hooks}/lib/admin-access.js`).checkAdminAccess(e);
  return e.next();
});
