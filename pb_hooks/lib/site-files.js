/// <reference path="../types/pocketbase.d.ts" />

// Serves the prerendered site from dist/client. PocketBase's own static
// handler answers every unknown path with the home page and redirects
// "/about" to "/about/"; this one serves "<path>/index.html" directly,
// redirects retired URLs, answers unknown pages with the nearest 404.html
// and status 404, and missing assets with a plain 404, so an old tab never
// mistakes HTML for a script.
//
// The build leaves the site's origin out of its pages: each absolute URL
// starts with a placeholder (src/definitions/site-origin.ts), and the files
// that hold one are listed beside the pages. Those are sent with PUBLIC_URL
// put in, so one build serves any address. `npm start` and a release serve a
// copy of the build with it put in already and compressed
// (src/tools/origin-site.ts), whose list is empty.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const DAY = 'public, max-age=86400';

function siteRoot() {
  return $os.getenv('SITE_DIR') || $filepath.join(__hooks, '..', 'dist', 'client');
}

/** @param {string} path */
function isFile(path) {
  try {
    return !$os.stat(path).isDir();
  } catch (_) {
    return false;
  }
}

/** @param {string} text */
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
/** @param {string} path */
function isSafePath(path) {
  if (path.charAt(0) === '/' || path.indexOf('\\') !== -1 || hasControlCharacter(path)) return false;
  return path.split('/').every((segment) => segment !== '.' && segment !== '..');
}

/** @param {string} file */
function cacheControlFor(file) {
  if (file.indexOf('assets/') === 0) return IMMUTABLE;
  if (/\.(html|webmanifest|xml|txt|json)$/.test(file) || file === 'sw.js') return REVALIDATE;
  return DAY;
}

// Every file goes out with its type named, since a compressed copy's own name
// (".br", ".gz") says nothing of it. Go's table would send the manifest as
// text/plain and the feed and sitemap as generic text.
/** @type {{ [extension: string]: string }} */
const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
  md: 'text/markdown; charset=utf-8',
  webmanifest: 'application/manifest+json',
  'rss.xml': 'application/rss+xml; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** @param {string} file */
function contentTypeFor(file) {
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (CONTENT_TYPES[name]) return CONTENT_TYPES[name];
  return CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] || null;
}

// The copies the build writes beside each text file (src/tools/precompress.ts), best first.
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
];

/**
 * @param {string} acceptEncoding
 * @param {string} name
 */
function accepts(acceptEncoding, name) {
  return acceptEncoding.split(',').some((part) => {
    const [token, ...parameters] = part.trim().toLowerCase().split(';');
    return token.trim() === name && !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
  });
}

/** @param {string} path */
function modified(path) {
  return $os.stat(path).modTime().unixNano();
}

// The compressed copy of a file that the browser accepts, if the build wrote
// one. A copy older than its file is stale (the file was changed after the
// build, as tests do to a copy of it), and the file goes out as it is.
/**
 * @param {core.RequestEvent} e
 * @param {string} root
 * @param {string} file
 */
function encodedCopy(e, root, file) {
  const acceptEncoding = e.request.header.get('Accept-Encoding') || '';
  for (const encoding of ENCODINGS) {
    if (!accepts(acceptEncoding, encoding.name)) continue;
    try {
      const copy = file + encoding.extension;
      if (modified($filepath.join(root, copy)) >= modified($filepath.join(root, file))) {
        return { encoding: encoding.name, file: copy };
      }
    } catch (_) {
      // No copy of this kind: try the next.
    }
  }
  return null;
}

// The file to read: the file itself, or a compressed copy, with the headers
// that say which (and a page's own Content-Security-Policy).
/**
 * @param {core.RequestEvent} e
 * @param {string} root
 * @param {string} file
 */
function bodyFile(e, root, file) {
  require(`${__hooks}/lib/security-headers.js`).applyPagePolicy(e, file);
  const type = contentTypeFor(file);
  if (!type) return file;
  e.response.header().set('Content-Type', type);
  e.response.header().add('Vary', 'Accept-Encoding');
  const copy = encodedCopy(e, root, file);
  if (!copy) return file;
  e.response.header().set('Content-Encoding', copy.encoding);
  // Go's file server leaves out the length of a compressed copy and sends it in
  // chunks, whose framing and header cost a page bytes of its first round trip.
  // A range of the copy has a length of its own, which the file server gives it.
  if (!e.request.header.get('Range')) {
    e.response.header().set('Content-Length', String($os.stat($filepath.join(root, copy.file)).size()));
  }
  return copy.file;
}

/** @type {{ key: string, files: { [file: string]: boolean } } | null} */
let originFilesRead = null;

// Read again only when the list changes (a new build), not for every request.
/**
 * @param {string} root
 * @param {string} file
 */
function holdsOrigin(root, file) {
  const list = $filepath.join(root, require(`${__hooks}/lib/definitions.js`).ORIGIN_FILES);
  let key;
  try {
    key = list + ':' + modified(list);
  } catch (_) {
    return false;
  }
  if (!originFilesRead || originFilesRead.key !== key) {
    /** @type {{ [file: string]: boolean }} */
    const files = {};
    for (const name of JSON.parse(toString($os.readFile(list)))) files[name] = true;
    originFilesRead = { key, files };
  }
  return originFilesRead.files[file] === true;
}

// PUBLIC_URL, as `npm start` and a release always set it; else the App URL of
// PocketBase's settings; never the request's own Host, which a visitor chooses.
// Failing both, root-relative URLs, which at least point at this site.
function siteOrigin() {
  const { pageOrigin } = require(`${__hooks}/lib/definitions.js`);
  return pageOrigin($os.getenv('PUBLIC_URL')) || pageOrigin($app.settings().meta.appURL) || '';
}

/**
 * A built page's text with the site's origin put in: a page read from the
 * build to be sent changed (the filtered business examples, a form's answer).
 *
 * @param {string} text
 */
function withSiteOrigin(text) {
  return require(`${__hooks}/lib/definitions.js`).withOrigin(text, siteOrigin());
}

/**
 * A file the build left the origin out of, sent whole and uncompressed with it put in.
 *
 * @param {core.RequestEvent} e
 * @param {string} root
 * @param {string} file
 * @param {number} status
 */
function sendWithOrigin(e, root, file, status) {
  require(`${__hooks}/lib/security-headers.js`).applyPagePolicy(e, file);
  const { ORIGIN_PLACEHOLDER, withOrigin } = require(`${__hooks}/lib/definitions.js`);
  const path = $filepath.join(root, file);
  const built = toString($os.readFile(path));
  const origin = siteOrigin();
  // The file's bytes less each placeholder plus each origin, both ASCII: sent
  // with its length rather than in chunks.
  const placed = built.split(ORIGIN_PLACEHOLDER).length - 1;
  const bytes = $os.stat(path).size() + placed * (origin.length - ORIGIN_PLACEHOLDER.length);
  e.response.header().set('Content-Length', String(bytes));
  return e.blob(status, contentTypeFor(file) || 'application/octet-stream', withOrigin(built, origin));
}

/**
 * @param {core.RequestEvent} e
 * @param {string} root
 * @param {string} file
 */
function send(e, root, file) {
  e.response.header().set('Cache-Control', cacheControlFor(file));
  if (holdsOrigin(root, file)) return sendWithOrigin(e, root, file, 200);
  return e.fileFS($os.dirFS(root), bodyFile(e, root, file));
}

// The one page whose served HTML is made for its address: the business
// examples, filtered as the query asks (./case-study-page.js).
const FILTERED_PAGE = 'business-examples/index.html';

// A page the build also rendered as one value in its query reads
// (src/definitions/page-variants.ts): that file, when the query holds it.
/**
 * @param {core.RequestEvent} e
 * @param {string} root
 * @param {string} page
 */
function variantFile(e, root, page) {
  const query = e.request.url.query();
  for (const variant of require(`${__hooks}/lib/definitions.js`).PAGE_VARIANTS) {
    if (variant.page !== page || query.get(variant.param) !== variant.value) continue;
    if (isFile($filepath.join(root, variant.file))) return variant.file;
  }
  return null;
}

/**
 * @param {core.RequestEvent} e
 * @param {string} root
 * @param {string} page
 */
function sendPage(e, root, page) {
  const variant = variantFile(e, root, page);
  if (variant) return send(e, root, variant);
  if (page !== FILTERED_PAGE) return send(e, root, page);
  const caseStudyPage = require(`${__hooks}/lib/case-study-page.js`);
  const html = toString($os.readFile($filepath.join(root, page)));
  const clean = caseStudyPage.cleanFilterQuery(html, e.request.url.rawQuery);
  if (clean !== null) {
    return e.redirect(302, e.request.url.path + (clean ? '?' + clean : ''));
  }
  const query = e.request.url.query();
  const filtered = caseStudyPage.filteredCaseStudyPage(html, (key) => query.get(key));
  if (filtered === null) return send(e, root, page);
  require(`${__hooks}/lib/security-headers.js`).applyPagePolicy(e, page);
  e.response.header().set('Cache-Control', REVALIDATE);
  return e.html(200, withSiteOrigin(filtered));
}

/**
 * @param {string} root
 * @param {string} path
 */
function redirectFor(root, path) {
  try {
    const redirects = JSON.parse(toString($os.readFile($filepath.join(root, 'redirects.json'))));
    return redirects['/' + path] || null;
  } catch (_) {
    return null;
  }
}

// "blog/unknown" gets blog/404.html when the build wrote one, else 404.html.
/**
 * @param {string} root
 * @param {string} path
 */
function nearestNotFoundPage(root, path) {
  const folders = path.split('/').slice(0, -1);
  for (let depth = folders.length; depth > 0; depth--) {
    const candidate = folders.slice(0, depth).join('/') + '/404.html';
    if (isFile($filepath.join(root, candidate))) return candidate;
  }
  return '404.html';
}

/**
 * Addresses the site answers with another of its pages, kept here rather than
 * in the build's redirects.json: the admin area's own address opens its
 * inbox. Found (302), not moved for good, so that a browser asks again
 * should the area's first page change.
 *
 * @type {{ [path: string]: string }}
 */
const ENTRY_PAGES = { admin: '/admin/enquiries' };

/**
 * `target` with the request's query, if it has one.
 *
 * @param {core.RequestEvent} e
 * @param {string} target
 */
function withQuery(e, target) {
  const query = e.request.url.rawQuery;
  return query ? target + '?' + query : target;
}

// The site's route (site.pb.js), and the pattern Go's router names a request it matched by.
const SITE_ROUTE = '/{path...}';

/**
 * Whether `e` was routed to the site's route: answered by serveSite, whichever middleware calls it.
 *
 * @param {core.RequestEvent} e
 */
function isSiteRequest(e) {
  return e.request.pattern === 'GET ' + SITE_ROUTE;
}

/** @param {core.RequestEvent} e */
function serveSite(e) {
  const root = siteRoot();
  const path = e.request.pathValue('path');

  // PocketBase's API and dashboard answer for themselves: a path of theirs
  // that reaches this catch-all route is unknown, and API clients expect
  // PocketBase's JSON error, not a page.
  if (/^(api|_)(\/|$)/.test(path)) throw new NotFoundError();
  if (!isSafePath(path)) return e.string(404, 'Not found');

  if (path.length > 0 && path.charAt(path.length - 1) === '/') {
    const bare = path.replace(/\/+$/, '');
    // "/admin/" goes to the inbox at once, not by way of "/admin".
    if (Object.prototype.hasOwnProperty.call(ENTRY_PAGES, bare))
      return e.redirect(302, withQuery(e, ENTRY_PAGES[bare]));
    return e.redirect(301, withQuery(e, '/' + bare));
  }

  if (path === '') return send(e, root, 'index.html');
  if (isFile($filepath.join(root, path))) return send(e, root, path);

  const page = path + '/index.html';
  if (isFile($filepath.join(root, page))) return sendPage(e, root, page);

  const redirect = redirectFor(root, path);
  if (redirect) return e.redirect(301, redirect);
  if (Object.prototype.hasOwnProperty.call(ENTRY_PAGES, path))
    return e.redirect(302, withQuery(e, ENTRY_PAGES[path]));

  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) return e.string(404, 'Not found');

  e.response.header().set('Cache-Control', REVALIDATE);
  const notFound = nearestNotFoundPage(root, path);
  if (holdsOrigin(root, notFound)) return sendWithOrigin(e, root, notFound, 404);
  const body = bodyFile(e, root, notFound);
  return e.blob(404, CONTENT_TYPES.html, $os.readFile($filepath.join(root, body)));
}

/**
 * Whether the site has a page at `path` ("/about"): a built page, a file or
 * a redirect, as serveSite would answer it; null when there is no built site
 * to tell by.
 *
 * @param {unknown} path
 */
function isSitePage(path) {
  const root = siteRoot();
  if (!isFile($filepath.join(root, 'index.html'))) return null;
  const relative = String(path || '')
    .replace(/^\/+/, '')
    .replace(/\/+$/, '');
  if (relative === '') return true;
  if (!isSafePath(relative)) return false;
  return (
    isFile($filepath.join(root, relative, 'index.html')) ||
    isFile($filepath.join(root, relative)) ||
    redirectFor(root, relative) !== null ||
    Object.prototype.hasOwnProperty.call(ENTRY_PAGES, relative)
  );
}

module.exports = { SITE_ROUTE, isSitePage, isSiteRequest, serveSite, withSiteOrigin };
