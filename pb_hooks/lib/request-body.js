/// <reference path="../types/pocketbase.d.ts" />
/* global toBytes */

// A public request's JSON body, read once, at most `limit` bytes however it
// is sent (with a Content-Length, or chunked without one), and parsed before
// any hook of ours asks PocketBase for it.
//
// Why read it ourselves: PocketBase keeps a request's body for rereading by
// starting it again whenever a reader reaches its end. On the batch route,
// which has no body limit of its own until its handler runs, a JSON decoder
// that reaches the end inside an unfinished value (`{"requests":[`) reads the
// body again and again as if it went on (`{"requests":[{"requests":[…`), down
// to the decoder's greatest depth: some 13 bytes cost a second of CPU. Read
// here, a body that is not whole JSON is refused before any decoder of
// PocketBase's sees it, and one that is goes to them as sent.

const TOO_LARGE = 'That is too large to send: please shorten it and try again.';
const NOT_JSON = 'This body is not valid JSON: send one JSON object, as the site does.';

/** @param {unknown} err */
function isTooLarge(err) {
  return /too large/i.test(String(err));
}

/**
 * The parsed body of request event `e`, read at most `limit` bytes; throws
 * a 413 when it is longer and a 400 when it is not JSON. The body stays
 * readable for PocketBase and the hooks after this.
 *
 * @param {core.RequestEvent} e
 * @param {number} limit
 * @returns {unknown}
 */
function readJsonBody(e, limit) {
  if (e.request.contentLength > limit) throw new ApiError(413, TOO_LARGE);
  const body = /** @type {io.ReadCloser & { reread?: () => void }} */ (e.request.body);
  /** @type {Array<number>} */
  let bytes;
  try {
    // One byte past the limit tells a body that is too long from one that just fits.
    bytes = toBytes(body, limit + 1);
  } catch (err) {
    if (isTooLarge(err)) throw new ApiError(413, TOO_LARGE);
    throw new BadRequestError('The body could not be read: please try again.');
  }
  if (bytes.length > limit) throw new ApiError(413, TOO_LARGE);
  // Read to its end, the body starts again for the next reader; a body limit
  // of PocketBase's around it must be told so.
  if (typeof body.reread === 'function') body.reread();
  try {
    return JSON.parse(toString(bytes));
  } catch (_) {
    throw new BadRequestError(NOT_JSON);
  }
}

module.exports = { readJsonBody, TOO_LARGE };
