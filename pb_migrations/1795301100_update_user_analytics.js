/// <reference path="../pb_hooks/types/pocketbase.d.ts" />

// Fields the server derives from each event when it is created (see
// pb_hooks/lib/analytics-event-fields.js), so that reports read plain columns
// instead of parsing URLs, JSON and user agents over millions of rows.
const DERIVED = [
  { type: 'date', name: 'occurred' },
  { type: 'text', name: 'path', max: 2048 },
  { type: 'text', name: 'device', max: 16 },
  { type: 'text', name: 'referrer', max: 255 },
  { type: 'text', name: 'utm_source', max: 200 },
  { type: 'text', name: 'utm_campaign', max: 200 },
];

/** @param {string} text */
function decode(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch (_) {
    return text;
  }
}

/** @param {unknown} url */
function hostOf(url) {
  const match = /^(?:[a-z][a-z0-9+.-]*:)?\/\/(?:[^@/?#]*@)?([^:/?#]+)/i.exec(String(url || ''));
  return match ? match[1].toLowerCase() : '';
}

/**
 * The derived fields of one event: when it happened, its page's path, the
 * referring site and the campaign tags of the page's address.
 *
 * @param {core.Record} record
 */
function deriveFields(record) {
  /** @type {{ path?: unknown, referrer?: unknown }} */
  let data = {};
  try {
    data = JSON.parse(record.getString('event_data') || '{}') || {};
  } catch (_) {
    data = {};
  }
  const pageUrl = record.getString('page_url');
  const rest = pageUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split('#')[0];
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rest.slice(queryAt + 1);
  /** @param {string} name */
  const tag = (name) => {
    for (const pair of query.split('&')) {
      const equals = pair.indexOf('=');
      if (decode(equals === -1 ? pair : pair.slice(0, equals)) === name)
        return decode(equals === -1 ? '' : pair.slice(equals + 1)).trim();
    }
    return '';
  };
  const ownPath =
    typeof data.path === 'string' && data.path.startsWith('/')
      ? data.path
      : path.startsWith('/')
        ? path
        : `/${path}`;
  const referrer =
    typeof data.referrer === 'string' ? hostOf(data.referrer) || hostOf(`//${data.referrer}`) : '';
  const clientTime = record.getDateTime('client_ts');

  record.set('occurred', clientTime.isZero() ? record.getDateTime('created') : clientTime);
  record.set('path', ownPath.slice(0, 2048));
  record.set('referrer', referrer === hostOf(pageUrl) ? '' : referrer.slice(0, 255));
  record.set('utm_source', tag('utm_source').slice(0, 200));
  record.set('utm_campaign', tag('utm_campaign').slice(0, 200));
}

migrate(
  (app) => {
    const analytics = app.findCollectionByNameOrId('user_analytics');
    for (const field of DERIVED)
      analytics.fields.add(new /** @type {FieldFromData} */ (/** @type {unknown} */ (Field))(field));
    // Covers the count of visitors in the last five minutes without reading the rows.
    analytics.addIndex('idx_user_analytics_created_session', false, 'created, session_id', '');
    app.save(analytics);

    // Events recorded before these fields existed get them now, a page at a time,
    // derived here as they were when this migration was written: a migration
    // that required the hooks' own code would change whenever that code did.
    const page = 500;
    for (let offset = 0; ; offset += page) {
      // Only records found: the declarations type Go's []*Record as if an entry could be missing.
      const records = /** @type {core.Record[]} */ (
        app.findRecordsByFilter('user_analytics', '', 'created', page, offset)
      );
      for (const record of records) {
        deriveFields(record);
        app.saveNoValidate(record);
      }
      if (records.length < page) break;
    }
  },
  (app) => {
    const analytics = app.findCollectionByNameOrId('user_analytics');
    for (const field of DERIVED) analytics.fields.removeByName(field.name);
    analytics.removeIndex('idx_user_analytics_created_session');
    app.save(analytics);
  },
);
