/// <reference path="../types/pocketbase.d.ts" />

// A browser can object to tracking on every request: Global Privacy Control
// sends "Sec-GPC: 1" (its spec says a site should treat it as the visitor's
// objection), and the older Do Not Track sends "DNT: 1". The privacy page
// promises both are honoured, whatever the page's own script does.

/**
 * Whether a request carries Global Privacy Control or Do Not Track, given
 * its headers as PocketBase's request info names them ("sec_gpc", "dnt").
 *
 * @param {{ [name: string]: string }} headers
 */
function objectsToTracking(headers) {
  return String(headers['sec_gpc'] || '').trim() === '1' || String(headers['dnt'] || '').trim() === '1';
}

module.exports = { objectsToTracking };
