/// <reference path="../types/pocketbase.d.ts" />

// The response headers every answer carries. The Content-Security-Policy
// of a built page allows the inline scripts and style attributes that page
// holds, by their hashes, which the build writes to csp-hashes.json per page
// (src/tools/csp-hashes.ts); every other answer allows none. Without that
// file nothing inline runs.

const REPORT_PATH = '/api/csp-report';

function siteRoot() {
  return $os.getenv('SITE_DIR') || $filepath.join(__hooks, '..', 'dist', 'client');
}

/**
 * The hashes of the inline scripts and style attributes a page holds.
 * @typedef {{ scripts: string[], styleAttributes: string[] }} Hashes
 */

/** @type {Hashes} */
const NO_HASHES = { scripts: [], styleAttributes: [] };

// Read again only when a new build replaces the file.
/** @type {{ stamp: string, pages: { [file: string]: Hashes } }} */
let cached = { stamp: '', pages: {} };

/** @returns {{ [file: string]: Hashes }} */
function builtHashes() {
  const file = $filepath.join(siteRoot(), 'csp-hashes.json');
  try {
    const stamp = String($os.stat(file).modTime().unixNano());
    if (stamp !== cached.stamp) cached = { stamp, pages: JSON.parse(toString($os.readFile(file))) };
    return cached.pages;
  } catch (_) {
    return {};
  }
}

/** @param {Hashes} hashes */
function contentSecurityPolicy(hashes) {
  // Every fetch directive not named falls back to default-src (fonts,
  // connections, media, workers, the manifest, and style attributes, which
  // 'self' does not allow); each name costs every answer's headers bytes,
  // the first page's among them.
  const styleAttributes = hashes.styleAttributes.length
    ? ["style-src-attr 'unsafe-hashes'"].concat(hashes.styleAttributes).join(' ')
    : null;
  return [
    "default-src 'self'",
    ["script-src 'self'"].concat(hashes.scripts).join(' '),
    // React Aria adds small <style> elements as it runs (touch-action for
    // pressable elements, overscroll while a dialog is open); it can carry a
    // nonce but not a hash, and the pages are static files, so inline style
    // elements are allowed. Scripts never are.
    "style-src-elem 'self' 'unsafe-inline'",
    styleAttributes,
    "img-src 'self' data:",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    'report-uri ' + REPORT_PATH,
  ]
    .filter(Boolean)
    .join('; ');
}

// Only a request that reached the reverse proxy over TLS may pin HTTPS: a
// plain-HTTP visit (local use, a test) must stay reachable.
/** @param {http.Request} request */
function cameOverHttps(request) {
  if (request.tls) return true;
  const forwarded = request.header.get('X-Forwarded-Proto') || '';
  return forwarded.split(',')[0].trim().toLowerCase() === 'https';
}

// PocketBase's own dashboard (/_/) brings its own scripts, styles and editor.
/** @param {string} path */
function isDashboard(path) {
  return path === '/_' || path.indexOf('/_/') === 0;
}

/** @param {core.RequestEvent} e */
function applySecurityHeaders(e) {
  const headers = e.response.header();
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  // Obsolete, and harmful in the browsers that still read it.
  headers.del('X-XSS-Protection');
  if (cameOverHttps(e.request))
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (isDashboard(e.request.url.path)) {
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    return;
  }
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Content-Security-Policy', contentSecurityPolicy(NO_HASHES));
}

// A built page ("index.html", "blog/404.html") answers with a policy that
// allows its own inline code only: a hash another page needs is no use to it,
// and each costs the first round trip 56 bytes.
/**
 * @param {core.RequestEvent} e
 * @param {string} file
 */
function applyPagePolicy(e, file) {
  if (!/\.html$/.test(file)) return;
  const hashes = builtHashes()[file] || NO_HASHES;
  e.response.header().set('Content-Security-Policy', contentSecurityPolicy(hashes));
}

module.exports = { applySecurityHeaders, applyPagePolicy, REPORT_PATH };
