/// <reference path="../../pb_data/types.d.ts" />

// Serves the prerendered site from dist/client. PocketBase's own static
// handler answers every unknown path with the home page and redirects
// "/about" to "/about/"; this one serves "<path>/index.html" directly,
// redirects retired URLs, answers unknown pages with the nearest 404.html
// and status 404, and missing assets with a plain 404, so an old tab never
// mistakes HTML for a script.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const DAY = 'public, max-age=86400';

function siteRoot() {
  return $os.getenv('SITE_DIR') || $filepath.join(__hooks, '..', 'dist', 'client');
}

function isFile(path) {
  try {
    return !$os.stat(path).isDir();
  } catch (_) {
    return false;
  }
}

function hasControlCharacter(text) {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

// "path" is decoded and has no leading slash. Besides climbing out of the
// site ("..") it must not start with a slash, hold a backslash or a control
// character: echoed into a redirect, "//host", "/\host" and "/<tab>/host"
// all send a browser to another site.
function isSafePath(path) {
  if (path.charAt(0) === '/' || path.indexOf('\\') !== -1 || hasControlCharacter(path)) return false;
  return path.split('/').every((segment) => segment !== '.' && segment !== '..');
}

function cacheControlFor(file) {
  if (file.indexOf('assets/') === 0) return IMMUTABLE;
  if (/\.(html|webmanifest|xml|txt|json)$/.test(file) || file === 'sw.js') return REVALIDATE;
  return DAY;
}

// Types Go's table lacks or gets too vague for: the manifest would go out as
// text/plain, the feed and sitemap as generic text.
const CONTENT_TYPES = {
  webmanifest: 'application/manifest+json',
  'rss.xml': 'application/rss+xml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

function contentTypeFor(file) {
  const name = file.split('/').pop();
  if (CONTENT_TYPES[name]) return CONTENT_TYPES[name];
  return CONTENT_TYPES[name.split('.').pop()] || null;
}

function send(e, root, file) {
  e.response.header().set('Cache-Control', cacheControlFor(file));
  const type = contentTypeFor(file);
  if (type) e.response.header().set('Content-Type', type);
  return e.fileFS($os.dirFS(root), file);
}

function redirectFor(root, path) {
  try {
    const redirects = JSON.parse(toString($os.readFile($filepath.join(root, 'redirects.json'))));
    return redirects['/' + path] || null;
  } catch (_) {
    return null;
  }
}

// "blog/unknown" gets blog/404.html when the build wrote one, else 404.html.
function nearestNotFoundPage(root, path) {
  const folders = path.split('/').slice(0, -1);
  for (let depth = folders.length; depth > 0; depth--) {
    const candidate = folders.slice(0, depth).join('/') + '/404.html';
    if (isFile($filepath.join(root, candidate))) return candidate;
  }
  return '404.html';
}

function serveSite(e) {
  const root = siteRoot();
  const path = e.request.pathValue('path');

  // PocketBase's API and dashboard answer for themselves: a path of theirs
  // that reaches this catch-all route is unknown, and API clients expect
  // PocketBase's JSON error, not a page.
  if (/^(api|_)(\/|$)/.test(path)) throw new NotFoundError();
  if (!isSafePath(path)) return e.string(404, 'Not found');

  if (path.length > 0 && path.charAt(path.length - 1) === '/') {
    const query = e.request.url.rawQuery;
    const target = '/' + path.replace(/\/+$/, '');
    return e.redirect(301, query ? target + '?' + query : target);
  }

  if (path === '') return send(e, root, 'index.html');
  if (isFile($filepath.join(root, path))) return send(e, root, path);

  const page = path + '/index.html';
  if (isFile($filepath.join(root, page))) return send(e, root, page);

  const redirect = redirectFor(root, path);
  if (redirect) return e.redirect(301, redirect);

  const lastSegment = path.split('/').pop();
  if (lastSegment.indexOf('.') !== -1) return e.string(404, 'Not found');

  e.response.header().set('Cache-Control', REVALIDATE);
  const notFound = nearestNotFoundPage(root, path);
  return e.html(404, toString($os.readFile($filepath.join(root, notFound))));
}

module.exports = { serveSite };
