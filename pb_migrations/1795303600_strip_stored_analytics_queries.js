/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// Events stored before the server began keeping no query of any address an
// event carries still hold theirs: a page address with an account link's
// token, a referrer with a visitor's search. Each is cleaned as an event is
// now cleaned when it is stored (pb_hooks/lib/analytics-event-fields.js,
// frozen here as it was): the page's address kept as its origin and path,
// its campaign tags (utm_*) in their own fields where an event has none yet,
// every address in the event's data cut at its query and fragment, and the
// referrer kept as its host. The derived fields (path, referrer, the
// sessions and rollups) were always kept without a query and stay as they are.

/** Rows read and written at a time, so a large table is never held whole in memory. */
const BATCH = 500;
const UTM = [
  { name: 'utm_source', max: 200 },
  { name: 'utm_medium', max: 200 },
  { name: 'utm_campaign', max: 200 },
];

/** @param {string} text */
function decode(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch (_) {
    return text;
  }
}

/** @param {string} url */
function queryOf(url) {
  const withoutHash = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split('#')[0];
  const queryAt = withoutHash.indexOf('?');
  return queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);
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

/** @param {unknown} url */
function hostOf(url) {
  const match = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^@/?#]*@)?([^:/?#]+)/i.exec(String(url || ''));
  return match ? match[1].toLowerCase() : '';
}

const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/** @param {string} url */
function withoutQuery(url) {
  if (!ADDRESS.test(url) && url.charAt(0) !== '/') return url;
  return url.split(/[?#]/)[0] || '';
}

/**
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
 * The event's data as it is now kept, or null when it needs no change (or
 * is not JSON, which the hook leaves as it is too).
 *
 * @param {string} raw
 */
function cleanData(raw) {
  if (!raw) return null;
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(raw);
  } catch (_) {
    return null;
  }
  const stripped = JSON.stringify(withoutQueries(data));
  return stripped === JSON.stringify(data) ? null : stripped;
}

migrate(
  (app) => {
    // Only an address with a query or fragment can change; "?" and "#" in other text are left as they are.
    const candidates = `(page_url LIKE '%?%' OR page_url LIKE '%#%'
      OR event_data LIKE '%?%' OR event_data LIKE '%#%')`;
    let after = 0;
    for (;;) {
      const rows = arrayOf(
        new DynamicModel({
          row: 0,
          id: '',
          page_url: '',
          event_data: '',
          utm_source: '',
          utm_medium: '',
          utm_campaign: '',
        }),
      );
      app
        .db()
        .newQuery(
          `SELECT rowid AS row, id, COALESCE(page_url, '') AS page_url,
             COALESCE(CAST(event_data AS TEXT), '') AS event_data, COALESCE(utm_source, '') AS utm_source,
             COALESCE(utm_medium, '') AS utm_medium, COALESCE(utm_campaign, '') AS utm_campaign
           FROM user_analytics WHERE rowid > {:after} AND ${candidates} ORDER BY rowid LIMIT {:batch}`,
        )
        .bind({ after, batch: BATCH })
        .all(rows);
      if (rows.length === 0) break;
      for (const row of rows) {
        after = Number(row.row);
        const stored = String(row.page_url);
        const pageUrl = withoutQuery(stored);
        const data = cleanData(String(row.event_data));
        if (pageUrl === stored && data === null) continue;
        const query = queryOf(stored);
        /** @type {{ [column: string]: string }} */
        const set = { page_url: pageUrl };
        if (data !== null) set.event_data = data;
        // As a new event's are, the campaign tags are read from the address before it is cut.
        for (const { name, max } of UTM) if (!row[name]) set[name] = queryParam(query, name).slice(0, max);
        const columns = Object.keys(set).map((column) => `${column} = {:${column}}`);
        app
          .db()
          .newQuery(`UPDATE user_analytics SET ${columns.join(', ')} WHERE id = {:id}`)
          .bind(Object.assign({ id: row.id }, set))
          .execute();
      }
    }
  },
  // What was cut is gone: nothing to put back.
  () => {},
);
