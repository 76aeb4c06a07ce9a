/// <reference path="../types/pocketbase.d.ts" />

// What the reports need from an event, derived once when it is stored: when
// it happened, the page's path (and whether the site has such a page), the
// referring site and the campaign tags of the page's address. Whatever a
// client sends in these fields is replaced. Then no address the event keeps
// has its query (stripQueries). The device and the browser's and
// system's families come from the request (lib/user-agent-families.js), as
// the event itself carries no user agent.

/** The derived fields, with the lengths their columns hold (src/definitions/records.ts). */
const DERIVED = require(`${__hooks}/lib/definitions.js`).RECORD_FIELDS.user_analytics.kept;

/** @param {string} text */
function decode(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch (_) {
    return text;
  }
}

/**
 * Path and query of an absolute or relative URL (goja has no URL class).
 *
 * @param {unknown} url
 */
function splitUrl(url) {
  const rest = String(url || '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const withoutHash = rest.split('#')[0];
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const query = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);
  return { path: path.startsWith('/') ? path : `/${path}`, query };
}

/** @param {unknown} url */
function hostOf(url) {
  const match = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^@/?#]*@)?([^:/?#]+)/i.exec(String(url || ''));
  return match ? match[1].toLowerCase() : '';
}

/**
 * @param {string} query
 * @param {string} name
 */
function queryParam(query, name) {
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const key = decode(equals === -1 ? pair : pair.slice(0, equals));
    if (key === name) return decode(equals === -1 ? '' : pair.slice(equals + 1)).trim();
  }
  return '';
}

/** @param {core.Record} record */
function eventData(record) {
  try {
    const data = JSON.parse(record.getString('event_data') || '{}');
    return data && typeof data === 'object' ? data : {};
  } catch (_) {
    return {};
  }
}

/**
 * An absolute or root-relative address (`https://…`, `//…`, `/…`), which
 * may carry a query.
 */
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/**
 * `url` without its query and fragment when it is an address; other text as it is.
 *
 * @param {string} url
 */
function withoutQuery(url) {
  if (!ADDRESS.test(url) && url.charAt(0) !== '/') return url;
  return url.split(/[?#]/)[0] || '';
}

/**
 * A copy of event data with every address in it (at any depth) cut at its
 * query, and its referrer reduced to the referring host, as the reports
 * keep it.
 *
 * @param {unknown} value
 * @param {string} [key]
 * @returns {unknown}
 */
function withoutQueries(value, key) {
  if (typeof value === 'string') {
    if (key === 'referrer') return hostOf(value) || hostOf(`//${withoutQuery(value)}`);
    return withoutQuery(value);
  }
  if (Array.isArray(value)) return value.map((item) => withoutQueries(item));
  if (value && typeof value === 'object') {
    /** @type {{ [key: string]: unknown }} */
    const copy = {};
    const fields = /** @type {{ [key: string]: unknown }} */ (value);
    for (const name of Object.keys(fields)) copy[name] = withoutQueries(fields[name], name);
    return copy;
  }
  return value;
}

/**
 * Keeps no query of any address an event carries: the page's address is
 * kept as its origin and path, and its campaign tags (utm_*) in their own
 * fields (deriveEventFields, which reads them first); every address in the
 * event's data is cut at its query, and the referrer kept as its host. The
 * page sends no more than that, but the server keeps no more whatever is sent:
 * a query may hold an account link's token or a visitor's address.
 *
 * @param {core.Record} record
 */
function stripQueries(record) {
  const pageUrl = record.getString('page_url');
  const bare = withoutQuery(pageUrl);
  if (bare !== pageUrl) record.set('page_url', bare);
  const raw = record.getString('event_data');
  if (!raw) return;
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(raw);
  } catch (_) {
    return;
  }
  const stripped = withoutQueries(data);
  if (JSON.stringify(stripped) !== JSON.stringify(data)) record.set('event_data', stripped);
}

/**
 * Sets the derived fields of an analytics record. `fallbackTime` is when
 * the event happened if the visitor's clock (client_ts) is not known;
 * `isPage(path)` says whether the site has a page at a path (true, false,
 * or null where it cannot tell), to keep broken links apart.
 *
 * @param {core.Record} record
 * @param {DateTime} fallbackTime
 * @param {(path: string) => boolean | null} [isPage]
 */
function deriveEventFields(record, fallbackTime, isPage) {
  const data = eventData(record);
  const pageUrl = record.getString('page_url');
  const { path, query } = splitUrl(pageUrl);
  // A page exit is recorded as the next page opens: its own path is in event_data.
  const ownPath = typeof data.path === 'string' && data.path.startsWith('/') ? withoutQuery(data.path) : path;
  const referrer =
    typeof data.referrer === 'string' ? hostOf(data.referrer) || hostOf(`//${data.referrer}`) : '';
  const clientTime = record.getDateTime('client_ts');

  record.set('occurred', clientTime.isZero() ? fallbackTime : clientTime);
  record.set('path', ownPath.slice(0, DERIVED.path.max));
  record.set(
    'not_found',
    record.getString('event_type') === require(`${__hooks}/lib/definitions.js`).EVENT_TYPES.pageView &&
      !!isPage &&
      isPage(ownPath) === false,
  );
  record.set('referrer', referrer === hostOf(pageUrl) ? '' : referrer.slice(0, DERIVED.referrer.max));
  record.set('utm_source', queryParam(query, 'utm_source').slice(0, DERIVED.utm_source.max));
  record.set('utm_medium', queryParam(query, 'utm_medium').slice(0, DERIVED.utm_medium.max));
  record.set('utm_campaign', queryParam(query, 'utm_campaign').slice(0, DERIVED.utm_campaign.max));
  stripQueries(record);
}

module.exports = { deriveEventFields };
