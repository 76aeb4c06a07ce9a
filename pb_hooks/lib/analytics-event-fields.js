/// <reference path="../types/pocketbase.d.ts" />

// What the reports need from an event, derived once when it is stored: when
// it happened, the page's path (and whether the site has such a page), the
// referring site and the campaign tags of the page's address. Whatever a
// client sends in these fields is replaced. The device and the browser's and
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
  const ownPath = typeof data.path === 'string' && data.path.startsWith('/') ? data.path : path;
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
}

module.exports = { deriveEventFields };
