/// <reference path="../types/pocketbase.d.ts" />

// What the newsletter's signed links do. Confirming turns a pending (or
// unsubscribed) subscription into a subscribed one; unsubscribing works
// from the site's page, through the outbox (the answer echoes the outbox's
// id, so a repeat counts as delivered) and from a mail client's one-click
// POST (RFC 8058: the token in the URL). Both are idempotent. Only a
// genuine token works: no request can name an address.

const COLLECTION = 'newsletter_subscriptions';

function now() {
  return new Date().toISOString().replace('T', ' ');
}

/**
 * @param {{ error?: string }} result
 * @param {string} what
 */
function refuse(result, what) {
  const expired = result.error === 'expired';
  const message = expired ? `This ${what} link has expired.` : `This ${what} link is not valid.`;
  const { LINK_ERRORS } = require(`${__hooks}/lib/definitions.js`);
  return new BadRequestError(message, {
    token: new ValidationError(expired ? LINK_ERRORS.expired : LINK_ERRORS.invalid, message),
  });
}

/**
 * @param {CoreApp} app
 * @param {string} id
 */
function findSubscription(app, id) {
  try {
    return app.findRecordById(COLLECTION, id);
  } catch (_) {
    return null;
  }
}

/** @param {core.RequestEvent} e */
function confirmSubscription(e) {
  const { readToken } = require(`${__hooks}/lib/newsletter-tokens.js`);
  const result = readToken(e.app, 'confirm', e.requestInfo().body['token']);
  if (result.error) throw refuse(result, 'confirmation');
  const record = findSubscription(e.app, result.id);
  // Deleted since the mail went out: there is nothing left to confirm.
  if (!record) throw refuse({ error: 'invalid' }, 'confirmation');
  if (record.getString('status') !== 'subscribed') {
    record.set('status', 'subscribed');
    record.set('confirmed_at', now());
    e.app.save(record);
  }
  return e.json(200, { status: 'subscribed' });
}

/** @param {core.RequestEvent} e */
function unsubscribe(e) {
  const { readToken } = require(`${__hooks}/lib/newsletter-tokens.js`);
  const body = e.requestInfo().body;
  const token = body['token'] || e.request.url.query().get('token');
  const result = readToken(e.app, 'unsubscribe', token);
  if (result.error) throw refuse(result, 'unsubscribe');
  const record = findSubscription(e.app, result.id);
  if (record && record.getString('status') !== 'unsubscribed') {
    record.set('status', 'unsubscribed');
    record.set('unsubscribed_at', now());
    e.app.save(record);
  }
  const requestId = typeof body['id'] === 'string' ? body['id'].slice(0, 64) : '';
  return e.json(200, { id: requestId, status: 'unsubscribed' });
}

module.exports = { confirmSubscription, unsubscribe };
