/// <reference path="../types/pocketbase.d.ts" />

// What the /forms/ routes (forms.pb.js) share. A form posted by the browser
// itself, without JavaScript, passes the checks a create through the API
// passes, in the same order (lib/request-checks.js): from the
// site's own origin, the per-IP sliding window, the honeypot and the fill
// time; then the site's rules and the collection's own. It is answered with
// 303 to a page that says it was sent, or with the form's own page showing
// what to correct (lib/form-page.js); whatever else is wrong is a 4xx.

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
/** Bytes of a multipart body kept in memory; the routes' body limit stays below it. */
const MULTIPART_MEMORY = 256 * 1024;
/** An id the browser chose (src/lib/form-start.ts), in PocketBase's own form. */
const RECORD_ID = /^[a-z0-9]{15}$/;

/** @typedef {import('./form-page-html.js').Fields} Fields */
/**
 * A form the /forms/ routes take: its collection, where it posts, the fields
 * read, the page that says it was sent and the page it is on.
 * @typedef {{ collection: string, action: string, fields: string[], sentPage: string, formPage: string }} PostedForm
 */

/** @param {http.Request} request */
function mediaType(request) {
  return (request.header.get('Content-Type') || '').split(';')[0].trim().toLowerCase();
}

/**
 * The page a form was posted from, as its Referer names it: the site's
 * Referrer-Policy (strict-origin-when-cross-origin) sends the path to the
 * site itself, so the forms need no field of their own for it. '' when the
 * browser sent none or it names another site.
 *
 * @param {http.Request} request
 */
function refererPage(request) {
  const match = /^(https?:\/\/[^/?#]+)(\/[^#]*)?/.exec(request.header.get('Referer') || '');
  if (!match || !require(`${__hooks}/lib/site-origins.js`).isAllowedOrigin(match[1])) return '';
  return match[2] || '/';
}

/** @param {unknown} thrown */
function statusOf(thrown) {
  const err = require(`${__hooks}/lib/field-errors.js`).caughtError(thrown);
  return err.status || (err.value && err.value.status) || 0;
}

/**
 * The posted `fields` (name to text; one not posted is left out), once the
 * post is a form (415), when `fromTheSite` sent from the site's own pages
 * (403), and readable (413, 400). Only the body counts, not the query.
 *
 * @param {core.RequestEvent} e
 * @param {string[]} fields
 * @param {boolean} fromTheSite
 */
function readPost(e, fields, fromTheSite) {
  const type = mediaType(e.request);
  if (FORM_TYPES.indexOf(type) === -1) {
    throw new ApiError(415, 'Only a form is accepted here: please use the form on the site.');
  }
  // As a create through the API is judged: a plain form on another site could
  // otherwise send enquiries and subscriptions through its own visitors' browsers.
  if (fromTheSite && !require(`${__hooks}/lib/public-creates.js`).isFromTheSite(e.request)) {
    throw new ForbiddenError('Only the site itself may send this: please use the form on the site.');
  }
  try {
    if (type === 'multipart/form-data') e.request.parseMultipartForm(MULTIPART_MEMORY);
    else e.request.parseForm();
  } catch (err) {
    if (statusOf(err) === 413) throw new ApiError(413, 'That is too long to send: please shorten it.');
    throw new BadRequestError('The form could not be read: please send it again from the site.');
  }
  const form = e.request.postForm;
  /** @type {Fields} */
  const values = {};
  fields.forEach((name) => {
    if (form.has(name)) values[name] = form.get(name);
  });
  if (fields.indexOf('source_page') !== -1 && !values.source_page) {
    const page = refererPage(e.request);
    if (page) values.source_page = page;
  }
  return values;
}

/**
 * The honeypot and the fill time (lib/form-guard.js): 'dropped' when the
 * honeypot is filled (logged; the caller answers as if the form were
 * taken), 'too-quick' when the fill time is under the minimum, else null.
 *
 * @param {core.RequestEvent} e
 * @param {string} collection
 * @param {Fields} values
 */
function checkTraps(e, collection, values) {
  const guard = require(`${__hooks}/lib/form-guard.js`);
  if (guard.isHoneypotFilled(values[guard.HONEYPOT])) {
    e.app.logger().info('Honeypot filled: dropped', 'collection', collection, 'ip', e.realIP());
    return 'dropped';
  }
  // A browser without JavaScript sends no fill time: the head's script that
  // writes it (src/lib/form-start.ts) did not run. Refusing it would break
  // the form for exactly the visitors it is there for, so it passes; the
  // honeypot, the same-site check and the per-IP window still apply. A fill
  // time that was sent is judged as the API judges it.
  return guard.isTooQuick(values[guard.FILL_TIME], true) ? 'too-quick' : null;
}

/**
 * The browser's record id when it sent a valid one, else ''.
 *
 * @param {Fields} values
 */
function recordId(values) {
  return RECORD_ID.test(values.id || '') ? values.id : '';
}

/**
 * @param {CoreApp} app
 * @param {string} collection
 * @param {string} id
 */
function findById(app, collection, id) {
  try {
    return app.findRecordById(collection, id);
  } catch (_) {
    return null;
  }
}

/** @param {{ [name: string]: string | { message?: unknown } } | null} data */
function messagesOf(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  /** @type {Fields} */
  const errors = {};
  Object.keys(data).forEach((name) => {
    const item = data[name];
    const message = typeof item === 'string' ? item : item && item.message;
    if (typeof message === 'string' && message) {
      errors[name] = message.charAt(0).toUpperCase() + message.slice(1);
    }
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

/**
 * The field errors a refused save or check carries (field name to message),
 * or null when `err` is a fault instead: a 400 without field errors is a
 * failed save, not a refusal.
 *
 * @param {unknown} thrown
 */
function fieldErrors(thrown) {
  if (!thrown) return null;
  const err = require(`${__hooks}/lib/field-errors.js`).caughtError(thrown);
  try {
    // A Go error (app.save's validation errors), or an ApiError thrown by a hook.
    const raw = err.value !== undefined ? JSON.parse(JSON.stringify(err.value)) : null;
    if (raw && raw.status !== undefined) return raw.status === 400 ? messagesOf(raw.data) : null;
    if (raw) return messagesOf(raw);
    return statusOf(err) === 400 ? messagesOf(JSON.parse(JSON.stringify(err.data))) : null;
  } catch (_) {
    return null;
  }
}

/**
 * `errors` from the collection's own field rules, in the site's words where
 * its definition has them: PocketBase words a refused address its own way.
 *
 * @param {Fields} errors
 * @param {import('../../src/definitions/form-fields').FieldRules} rules
 */
function inSiteWords(errors, rules) {
  /** @type {Fields} */
  const worded = {};
  Object.keys(errors).forEach((field) => {
    const rule = rules[field];
    worded[field] = (rule && rule.invalid) || errors[field];
  });
  return worded;
}

/**
 * Saves a new `collection` record that `fill` fills in, with the browser's
 * `id` when it sent one, through app.save: the collection's field rules and
 * model hooks (the enquiry's notification, in the same transaction) run as for a create through
 * the API. Answers { errors } when the record is refused, and {} when it is
 * saved or already was: the same form posted twice is one record, one mail.
 *
 * @param {CoreApp} app
 * @param {string} collection
 * @param {string} id
 * @param {(record: core.Record) => void} fill
 */
function saveOnce(app, collection, id, fill) {
  if (id && findById(app, collection, id)) return {};
  const record = new Record(app.findCollectionByNameOrId(collection));
  if (id) record.set('id', id);
  try {
    fill(record);
    // In a transaction, as through the API: what its save queues (an enquiry's notification) is stored with it.
    app.runInTransaction((txApp) => txApp.save(record));
  } catch (err) {
    // The same post, saved by a request a moment ago.
    if (id && findById(app, collection, id)) return {};
    const errors = fieldErrors(err);
    if (!errors) throw err;
    return { errors };
  }
  return {};
}

/**
 * 303 See Other: the browser gets `location`, and reloading it does not post again.
 *
 * @param {core.RequestEvent} e
 * @param {string} location
 */
function seeOther(e, location) {
  return e.redirect(303, location);
}

/**
 * What every posted form goes through before its own rules: the post read
 * (readPost), counted in its collection's per-IP window, and its traps. A
 * filled honeypot is answered as sent, a fill time under the minimum with
 * the form's page again; either way the answer is sent, receive returns
 * null and the caller stops there (e.redirect() and its kin return nothing
 * to pass on). Otherwise `values` are the posted fields and
 * `refuse(errors, formErrors)` answers with the form's page showing them.
 * `form`: { collection, action, fields, sentPage, formPage } (formPage:
 * where the form is shown when the post does not say which page it came
 * from).
 *
 * @param {core.RequestEvent} e
 * @param {PostedForm} form
 */
function receive(e, form) {
  const values = readPost(e, form.fields, true);
  require(`${__hooks}/lib/sliding-window.js`).checkSlidingWindow(e, `${form.collection}:create`);
  /**
   * @param {Fields} errors
   * @param {string[]} formErrors
   */
  const refuse = (errors, formErrors) =>
    require(`${__hooks}/lib/form-page.js`).answerWithPage(e, 400, {
      action: form.action,
      sourcePage: values.source_page,
      fallbackPage: form.formPage,
      formId: values.form_id,
      values,
      errors,
      formErrors,
    });
  const trapped = checkTraps(e, form.collection, values);
  if (trapped === 'dropped') {
    seeOther(e, form.sentPage);
    return null;
  }
  if (trapped === 'too-quick') {
    refuse({}, [require(`${__hooks}/lib/form-guard.js`).TOO_QUICK]);
    return null;
  }
  return { values, refuse };
}

/**
 * The account forms (sign in, sign up, passwords) need the app; posted
 * without it, the page goes back to where it was, which says so. The body
 * may hold a password: it is never stored, logged or put in a URL; only the
 * page it came from is read.
 *
 * @param {core.RequestEvent} e
 */
function postAccount(e) {
  const values = readPost(e, ['source_page'], false);
  const back = require(`${__hooks}/lib/form-post-paths.js`).sitePath(values.source_page);
  // The path alone: nothing of the post goes into the address.
  return seeOther(e, back ? back.path : '/auth');
}

module.exports = { fieldErrors, inSiteWords, postAccount, readPost, receive, recordId, saveOnce, seeOther };
