/// <reference path="../types/pocketbase.d.ts" />

// The answer to a form posted without JavaScript that cannot be taken as it
// is: the built page it was posted from, with the form answered in it
// (lib/form-page-html.js), so the visitor corrects it where they wrote it.

function siteRoot() {
  return $os.getenv('SITE_DIR') || $filepath.join(__hooks, '..', 'dist', 'client');
}

// The page's own file, as the site route serves it for `path` (lib/site-files.js):
// "/contact" is contact/index.html, "/" is index.html.
/**
 * @param {string} root
 * @param {string} path
 */
function readPage(root, path) {
  const file = path === '/' ? 'index.html' : path.slice(1) + '/index.html';
  try {
    if ($os.stat($filepath.join(root, file)).isDir()) return null;
    return { file, html: toString($os.readFile($filepath.join(root, file))) };
  } catch (_) {
    return null;
  }
}

// The page named by `sourcePage` when it holds the form, else the form's own
// page; when neither does, the page the visitor was on.
/**
 * @param {string} root
 * @param {unknown} sourcePage
 * @param {string} fallbackPage
 * @param {string} action
 */
function pageWithForm(root, sourcePage, fallbackPage, action) {
  const { hasFormPostingTo } = require(`${__hooks}/lib/form-page-html.js`);
  const given = require(`${__hooks}/lib/form-post-paths.js`).sitePath(sourcePage);
  const page = given ? readPage(root, given.path) : null;
  if (page && hasFormPostingTo(page.html, action)) return page;
  const fallback = readPage(root, fallbackPage);
  if (fallback && hasFormPostingTo(fallback.html, action)) return fallback;
  return page || fallback;
}

/**
 * Answers `status` with the page the form was posted from (`answer.sourcePage`,
 * else `answer.fallbackPage`), its form holding `answer.values` and showing
 * `answer.errors` (field name to message) and `answer.formErrors`.
 *
 * @param {core.RequestEvent} e
 * @param {number} status
 * @param {import('./form-page-html.js').FormAnswer & { sourcePage?: string, fallbackPage: string, prepare?: (html: string) => string }} answer
 */
function answerWithPage(e, status, answer) {
  const found = pageWithForm(siteRoot(), answer.sourcePage, answer.fallbackPage, answer.action);
  // What the page shows that the build could not know (the free slots), put in before the answer.
  const prepare = answer.prepare;
  const page = found && prepare ? { file: found.file, html: prepare(found.html) } : found;
  const errors = answer.errors || {};
  const messages = (answer.formErrors || []).concat(Object.keys(errors).map((name) => errors[name]));
  // Without a build there is no page to show: the problems in plain words.
  if (!page) return e.string(status, messages.join('\n'));

  // The page's own headers, as the site route sends them (its policy allows
  // its own inline code, and the answer adds none). Never cached: it holds
  // what the visitor typed. Sent as it is, not a compressed copy of the file.
  require(`${__hooks}/lib/security-headers.js`).applyPagePolicy(e, page.file);
  e.response.header().set('Cache-Control', 'no-store');
  const built = require(`${__hooks}/lib/site-files.js`).withSiteOrigin(page.html);
  const html = require(`${__hooks}/lib/form-page-html.js`).answerForm(built, answer);
  return e.html(status, html);
}

/**
 * Serves the built page at `path` (a page holding a form that posts to
 * `action`) with what only the server knows put in by `prepare`, never
 * cached; 404 when the build has no such page.
 *
 * @param {core.RequestEvent} e
 * @param {string} path
 * @param {(html: string) => string} prepare
 */
function servePreparedPage(e, path, prepare) {
  const page = readPage(siteRoot(), path);
  if (!page) throw new NotFoundError('The site is not built.');
  require(`${__hooks}/lib/security-headers.js`).applyPagePolicy(e, page.file);
  e.response.header().set('Cache-Control', 'no-store');
  return e.html(200, prepare(require(`${__hooks}/lib/site-files.js`).withSiteOrigin(page.html)));
}

module.exports = { answerWithPage, servePreparedPage };
