/// <reference path="../types/pocketbase.d.ts" />

// PocketBase's batch API panics on a request list it cannot read (a null in
// it) and answers 500. Such a batch is the client's mistake: it gets a 400
// that says what is wrong, before PocketBase reads it.

const BATCH_PATH = /^\/api\/batch\/?$/i;

/** @param {{ method?: unknown, url?: unknown } | null} item */
function isRequest(item) {
  return (
    item !== null &&
    typeof item === 'object' &&
    !Array.isArray(item) &&
    typeof item.method === 'string' &&
    typeof item.url === 'string'
  );
}

/** @param {core.RequestEvent} e */
function checkBatchShape(e) {
  if (e.request.method !== 'POST' || !BATCH_PATH.test(e.request.url.path)) return;
  const type = (e.request.header.get('Content-Type') || '').split(';')[0].trim().toLowerCase();
  // Multipart batches carry their list in the @jsonPayload field, which PocketBase reads itself.
  if (type !== 'application/json') return;
  // Any JSON body: null or a list holds no requests.
  const { asFields } = require(`${__hooks}/lib/definitions.js`);
  const requests = asFields(e.requestInfo().body)['requests'];
  if (!Array.isArray(requests) || !requests.every(isRequest)) {
    throw new BadRequestError('A batch needs a list of requests, each with a method and a url.', {
      requests: new ValidationError('validation_invalid_batch', 'Each request needs a method and a url.'),
    });
  }
}

module.exports = { checkBatchShape };
