/// <reference path="types/pocketbase.d.ts" />

// Security headers on every answer are a step of lib/request-checks.js.

// PocketBase's rate limiter answers 429 without Retry-After, before any
// middleware of default priority runs: this one goes first to wrap it.
routerUse(
  new Middleware((e) => {
    try {
      return e.next();
    } catch (err) {
      require(`${__hooks}/lib/rate-limits.js`).addRetryAfter(e, err);
      throw err;
    }
  }, -999999),
);
