/// <reference path="types/pocketbase.d.ts" />

// Our checks of every request, in one middleware (lib/request-checks.js):
// the public creates' shape and origin, sign-ins counted per IP, the
// dashboard's allowed addresses, analytics deliveries kept out of the
// request log, batches, e-mail changes, the security headers and password
// resets. After PocketBase's rate limiter and body limit.
routerUse((e) => require(`${__hooks}/lib/request-checks.js`).checkRequest(e));
