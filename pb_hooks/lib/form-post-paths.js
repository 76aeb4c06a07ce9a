/// <reference path="../types/pocketbase.d.ts" />

// Which page a posted form says it came from (its `source_page` field). The
// value is the visitor's to change, and it chooses a file to read and a
// redirect to answer with, so only a plain path of this site passes: one
// slash, then segments of URL-safe characters, never "." or "..". That
// leaves out "//host" and "/\host" (both open redirects once in Location),
// control characters, and escapes that a browser or a file lookup would
// decode into either. Plain JavaScript with no PocketBase globals, so tests
// can load it in Node.

const PATH = /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?$/;
const QUERY = /^[A-Za-z0-9._~=&+,%-]*$/;
const MAX_LENGTH = 300;

/** @param {string} segment */
function isPlainSegment(segment) {
  return segment !== '.' && segment !== '..';
}

/**
 * The same-site path and query `value` names, e.g. { path: '/contact',
 * query: 'service=seo' }, or null when it is not one. A fragment is dropped.
 *
 * @param {unknown} value
 */
function sitePath(value) {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  const [beforeHash] = value.split('#');
  const queryAt = beforeHash.indexOf('?');
  // The site's pages have no trailing slash ("/contact/" redirects to "/contact").
  const path = (queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)).replace(/(.)\/+$/, '$1');
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  if (!PATH.test(path) || !path.split('/').every(isPlainSegment) || !QUERY.test(query)) return null;
  return { path, query };
}

module.exports = { sitePath };
