/// <reference path="../types/pocketbase.d.ts" />

// Our checks of every request, as steps of one middleware (requests.pb.js).
// A JS middleware holds an engine of PocketBase's pool until the answer is
// back, so a request that passed ten of them held ten engines at once: a
// few at a time emptied the pool, and PocketBase then built a fresh engine
// for each call, which loaded our modules again. One middleware holds one.
//
// The steps keep the order they had as middlewares of their own. Each step
// but the dashboard's addresses and the security headers concerns POSTs
// alone: any other request (a page, a file, a read of the API) passes those
// two and loads no module it does not use.

const SIGN_IN_PATH = /^\/api\/collections\/([^/]+)\/auth-with-password\/?$/;
const BATCH_PATH = /^\/api\/batch\/?$/i;

// Sign-ins are counted per client IP in a sliding window as well as by
// PocketBase's own limiter (lib/sliding-window.js): as they arrive,
// malformed ones included, as PocketBase counts them.
/** @param {core.RequestEvent} e */
function countSignIn(e) {
  const match = SIGN_IN_PATH.exec(e.request.url.path);
  if (match) require(`${__hooks}/lib/sliding-window.js`).checkSlidingWindow(e, '*:auth', match[1]);
}

// A batch PocketBase cannot read answers 400, not 500 (lib/batch-shape.js).
// A batch pays for the budgets its creates count against before it runs,
// all or nothing (lib/sliding-window.js).
/** @param {core.RequestEvent} e */
function checkBatch(e) {
  require(`${__hooks}/lib/batch-shape.js`).checkBatchShape(e);
  if (BATCH_PATH.test(e.request.url.path)) require(`${__hooks}/lib/sliding-window.js`).payForBatch(e);
}

/**
 * The rest of the request, the security headers on its answer
 * (lib/security-headers.js); after PocketBase's own, which they replace
 * where they differ.
 *
 * @param {core.RequestEvent} e
 * @param {() => unknown} next
 */
function withSecurityHeaders(e, next) {
  require(`${__hooks}/lib/security-headers.js`).applySecurityHeaders(e);
  return next();
}

/** @param {core.RequestEvent} e */
function checkAnyOther(e) {
  // The dashboard and superusers only from ADMIN_ALLOWED_IPS, when set (lib/admin-access.js).
  require(`${__hooks}/lib/admin-access.js`).checkAdminAccess(e);
  // A request routed to the site's files (site.pb.js) is answered here: the
  // route would hold another engine for it, and nothing runs between this
  // middleware and the route.
  const site = require(`${__hooks}/lib/site-files.js`);
  return withSecurityHeaders(e, () => (site.isSiteRequest(e) ? site.serveSite(e) : e.next()));
}

/** @param {core.RequestEvent} e */
function checkPost(e) {
  // Public creates come only as JSON from the site's origin, no larger than
  // their limit however they are sent (lib/public-creates.js). First, right
  // after PocketBase's rate limiter and body limit, so that a body that is
  // not whole JSON costs nothing more than reading it.
  require(`${__hooks}/lib/public-creates.js`).checkPublicCreate(e);
  countSignIn(e);
  require(`${__hooks}/lib/admin-access.js`).checkAdminAccess(e);
  // PocketBase logs every request with the visitor's IP address and user
  // agent and keeps it for days; the privacy page promises a visit leaves no
  // such trace. So a delivery of events that succeeds is not logged; a
  // refused or failing one still is, to find the fault.
  const ingest = require(`${__hooks}/lib/analytics-ingest.js`).isAnalyticsIngest(e);
  checkBatch(e);
  // E-mail change requests: limited per account, one answer for any new address (lib/email-change.js).
  return require(`${__hooks}/lib/email-change.js`).handleEmailChangeRequest(e, () =>
    withSecurityHeaders(e, () => {
      // Every route that sets a users password refuses a weak one
      // (passwords.pb.js); a reset is checked as it arrives, since PocketBase
      // checks the form's length before onRecordConfirmPasswordResetRequest
      // runs, in its own words.
      require(`${__hooks}/lib/password-check.js`).refuseWeakReset(e);
      return ingest ? $apis.skipSuccessActivityLog().func(e) : e.next();
    }),
  );
}

/** @param {core.RequestEvent} e */
function checkRequest(e) {
  return e.request.method === 'POST' ? checkPost(e) : checkAnyOther(e);
}

module.exports = { checkRequest };
