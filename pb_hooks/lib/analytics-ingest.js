/// <reference path="../types/pocketbase.d.ts" />

// Which requests deliver analytics events: a create in user_analytics (the
// page's keepalive post as it closes), or a batch of nothing else (how the
// page and the outbox send them). A batch that carries anything else is not
// one, so it is treated like any other request.

const RECORDS_PATH = /^\/api\/collections\/([^/?#]+)\/records\/?(?:[?#].*)?$/i;
const BATCH_PATH = /^\/api\/batch\/?$/i;

/**
 * @param {CoreApp} app
 * @param {string} nameOrId
 */
function isAnalyticsCollection(app, nameOrId) {
  try {
    return app.findCachedCollectionByNameOrId(decodeURIComponent(nameOrId)).name === 'user_analytics';
  } catch (_) {
    return false;
  }
}

/**
 * @param {CoreApp} app
 * @param {unknown} method
 * @param {unknown} url
 */
function isAnalyticsCreate(app, method, url) {
  const match = RECORDS_PATH.exec(String(url || ''));
  return String(method).toUpperCase() === 'POST' && match !== null && isAnalyticsCollection(app, match[1]);
}

/** @param {core.RequestEvent} e */
function batchRequests(e) {
  try {
    const requests = e.requestInfo().body['requests'];
    return Array.isArray(requests) ? requests : [];
  } catch (_) {
    // An unreadable batch is refused further on (lib/batch-shape.js).
    return [];
  }
}

/**
 * Whether request event `e` delivers analytics events and nothing else.
 *
 * @param {core.RequestEvent} e
 */
function isAnalyticsIngest(e) {
  if (e.request.method !== 'POST') return false;
  const path = e.request.url.path;
  if (!BATCH_PATH.test(path)) return isAnalyticsCreate(e.app, 'POST', path);
  const requests = batchRequests(e);
  return (
    requests.length > 0 &&
    requests.every(
      (item) => item && typeof item === 'object' && isAnalyticsCreate(e.app, item.method, item.url),
    )
  );
}

module.exports = { isAnalyticsIngest };
