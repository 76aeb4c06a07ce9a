/// <reference path="../types/pocketbase.d.ts" />

// The mail queue: every outgoing mail is saved in mail_queue first, then
// sent by the cron job in pb_hooks/mail-queue.pb.js until the SMTP server
// accepts it, so an SMTP outage or a restart loses nothing. A mail is sent
// at least once: should PocketBase die between the server's acceptance and
// the mark, it is sent again after its lease.

const COLLECTION = 'mail_queue';
/** Marks a message as the queue's own send, which goes out for real. */
const QUEUE_HEADER = 'X-Clear-North-Queue';
/** What a PocketBase mail is (verification, password_reset…), set by its hook. */
const KIND_HEADER = 'X-Clear-North-Kind';
// Go's os.FileMode, which the JSVM takes as a number: PocketBase's declarations describe the Go type.
const OWNER_ONLY = /** @type {os.FileMode} */ (/** @type {unknown} */ (0o600));
const OWNER_ONLY_FOLDER = /** @type {os.FileMode} */ (/** @type {unknown} */ (0o700));

/** @typedef {{ address: string, name: string }} Address */
/**
 * A mail to queue; `kind` names it in the admin's log.
 * @typedef {object} QueuedMail
 * @property {string} kind
 * @property {Address} [from]
 * @property {Address[]} to
 * @property {Address[]} [cc]
 * @property {Address[]} [bcc]
 * @property {string} subject
 * @property {string} html
 * @property {string} [text]
 * @property {{ [name: string]: string }} [headers]
 * @property {Attachment[]} [attachments]
 */
/**
 * A file sent with a mail, whole in the queue (a call's invitation, a few KB).
 * @typedef {{ name: string, content: string }} Attachment
 */
/** @typedef {ReturnType<typeof import('./mail-config.js').mailQueueConfig>} MailQueueConfig */

/**
 * A database time, as PocketBase writes dates.
 *
 * @param {Date} date
 */
function dbTime(date) {
  return date.toISOString().replace('T', ' ');
}

/** @param {Array<{ address: string, name?: string }>} list */
function plainAddresses(list) {
  return (list || []).map((address) => ({ address: address.address, name: address.name || '' }));
}

/**
 * A plain copy of a message's headers, without those named in `leaveOut`.
 *
 * @param {{ [name: string]: unknown }} headers
 * @param {string[]} [leaveOut]
 */
function plainHeaders(headers, leaveOut) {
  /** @type {{ [name: string]: string }} */
  const copy = {};
  if (!headers) return copy;
  for (const key of Object.keys(headers)) {
    if (!leaveOut || leaveOut.indexOf(key) === -1) copy[key] = String(headers[key]);
  }
  return copy;
}

/**
 * Saves a mail to be sent: { kind, from?, to, cc?, bcc?, subject, html,
 * text, headers? }, addresses as { address, name }.
 *
 * @param {CoreApp} app
 * @param {QueuedMail} mail
 */
function enqueueMail(app, mail) {
  const meta = app.settings().meta;
  const message = {
    from: mail.from || { address: meta.senderAddress, name: meta.senderName },
    to: mail.to,
    cc: mail.cc || [],
    bcc: mail.bcc || [],
    subject: mail.subject,
    html: mail.html,
    text: mail.text || '',
    headers: mail.headers || {},
    attachments: mail.attachments || [],
  };
  const record = new Record(app.findCollectionByNameOrId(COLLECTION));
  record.set('kind', mail.kind);
  record.set('recipients', message.to.map((to) => to.address).join(', '));
  record.set('subject', message.subject);
  record.set('status', 'queued');
  record.set('attempts', 0);
  record.set('next_attempt_at', dbTime(new Date()));
  record.set('message', message);
  app.save(record);
  return record;
}

/**
 * Saves a mail PocketBase itself was about to send (verification, password
 * reset…), in the site's look, instead of sending it now.
 *
 * @param {CoreApp} app
 * @param {mailer.Message} message
 */
function enqueueMailerMessage(app, message) {
  const { bodyOf, htmlToText, renderMail } = require(`${__hooks}/lib/mail-layout.js`);
  const kind = plainHeaders(message.headers)[KIND_HEADER] || 'pocketbase';
  const headers = plainHeaders(message.headers, [KIND_HEADER]);
  const text = message.text || htmlToText(message.html);
  const look = renderMail(app, { title: message.subject, bodyHtml: bodyOf(message.html), bodyText: text });
  return enqueueMail(app, {
    kind,
    from: { address: message.from.address, name: message.from.name || '' },
    to: plainAddresses(message.to),
    cc: plainAddresses(message.cc),
    bcc: plainAddresses(message.bcc),
    subject: message.subject,
    html: look.html,
    text: look.text,
    headers,
  });
}

/**
 * Whether a mail of `kind` to `address` was queued within the owner-mail
 * pause (lib/mail-config.js): a stranger who repeats a request that mails
 * an address's owner gets the same answer and sends no more mail.
 *
 * @param {CoreApp} app
 * @param {string} address
 * @param {string} kind
 */
function mailedRecently(app, address, kind) {
  const pause = require(`${__hooks}/lib/mail-config.js`).ownerMailPauseSeconds();
  const recent = app.findRecordsByFilter(
    COLLECTION,
    'recipients = {:address} && kind = {:kind} && created >= {:since}',
    '',
    1,
    0,
    { address, kind, since: dbTime(new Date(require(`${__hooks}/lib/clock.js`).now() - pause * 1000)) },
  );
  return recent.length > 0;
}

/**
 * Whether `message` is the queue's own send; if so, removes the mark so it does not go out.
 *
 * @param {mailer.Message} message
 */
function takeQueueMark(message) {
  if (!(QUEUE_HEADER in plainHeaders(message.headers))) return false;
  message.headers = plainHeaders(message.headers, [QUEUE_HEADER]);
  return true;
}

/**
 * Takes a due mail for this sender, or null when another sender has it.
 *
 * @param {CoreApp} app
 * @param {string} id
 * @param {MailQueueConfig} config
 */
function claim(app, id, config) {
  /** @type {core.Record | null} */
  let claimed = null;
  app.runInTransaction((txApp) => {
    const record = txApp.findRecordById(COLLECTION, id);
    const status = record.getString('status');
    const due = record.getDateTime('next_attempt_at').time().unixMilli() <= Date.now();
    if ((status !== 'queued' && status !== 'sending') || !due) return;
    record.set('status', 'sending');
    record.set('next_attempt_at', dbTime(new Date(Date.now() + config.leaseSeconds * 1000)));
    txApp.save(record);
    claimed = record;
  });
  return claimed;
}

/**
 * The wait before attempt `attempts + 1`: doubling from the base, capped.
 *
 * @param {number} attempts
 * @param {MailQueueConfig} config
 */
function backoffSeconds(attempts, config) {
  return Math.min(config.retryMaxSeconds, config.retryBaseSeconds * Math.pow(2, Math.max(0, attempts - 1)));
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 */
function send(app, record) {
  const stored = JSON.parse(record.getString('message'));
  const headers = Object.assign({}, stored.headers);
  headers[QUEUE_HEADER] = record.id;
  // The mailer reads attachments from readers, which the JSVM makes only of files.
  /** @type {Attachment[]} */
  const attachments = stored.attachments || [];
  const folder =
    attachments.length > 0
      ? $filepath.join($os.tempDir(), `mail-attachments-${$security.randomString(16)}`)
      : '';
  if (folder) $os.mkdirAll(folder, OWNER_ONLY_FOLDER);
  /** @type {Array<{ close(): void }>} */
  const opened = [];
  try {
    /** @type {{ [name: string]: unknown }} */
    const files = {};
    attachments.forEach((attachment, index) => {
      const file = `${index}-${attachment.name}`;
      $os.writeFile($filepath.join(folder, file), attachment.content, OWNER_ONLY);
      const reader = $os.openInRoot(folder, file);
      opened.push(reader);
      files[attachment.name] = reader;
    });
    app.newMailClient().send(
      new MailerMessage({
        from: stored.from,
        to: stored.to,
        cc: stored.cc,
        bcc: stored.bcc,
        subject: stored.subject,
        html: stored.html,
        text: stored.text,
        headers,
        attachments: files,
      }),
    );
  } finally {
    opened.forEach((reader) => reader.close());
    if (folder) $os.removeAll(folder);
  }
}

/**
 * @param {CoreApp} app
 * @param {core.Record} record
 * @param {MailQueueConfig} config
 */
function deliver(app, record, config) {
  const attempts = record.getInt('attempts') + 1;
  record.set('attempts', attempts);
  try {
    send(app, record);
  } catch (err) {
    const failed = attempts >= config.maxAttempts;
    record.set('status', failed ? 'failed' : 'queued');
    record.set('last_error', String(err).slice(0, 2000));
    record.set('next_attempt_at', dbTime(new Date(Date.now() + backoffSeconds(attempts, config) * 1000)));
    app.save(record);
    const log = app.logger();
    (failed ? log.error : log.warn).call(
      log,
      failed ? 'Mail failed for good; see mail_queue' : 'Mail not sent yet; it will be retried',
      'id',
      record.id,
      'attempts',
      attempts,
      'error',
      String(err),
    );
    return;
  }
  record.set('status', 'sent');
  record.set('sent_at', dbTime(new Date()));
  record.set('last_error', '');
  // The log keeps who and what; the body (live tokens in account mails) goes.
  record.set('message', null);
  app.save(record);
}

// Mails someone is waiting for at the screen go first: the queue sends at
// most a batch a tick, and a burst of notifications once held a newsletter
// confirmation back for minutes.
const WAITED_FOR = [
  'password_reset',
  'verification',
  'email_change',
  'one_time_password',
  'newsletter_confirmation',
];
const BATCH = 50;

/**
 * @param {CoreApp} app
 * @param {boolean} waitedFor
 * @param {number} limit
 * @returns {core.Record[]}
 */
function dueMail(app, waitedFor, limit) {
  /** @type {{ [name: string]: string }} */
  const params = { now: dbTime(new Date()) };
  const names = WAITED_FOR.map((kind, index) => {
    params['kind' + index] = kind;
    return '{:kind' + index + '}';
  });
  const kinds = waitedFor
    ? '(' + names.map((name) => 'kind = ' + name).join(' || ') + ')'
    : names.map((name) => 'kind != ' + name).join(' && ');
  // Only records found: the declarations type Go's []*Record as if an entry could be missing.
  return /** @type {core.Record[]} */ (
    app.findRecordsByFilter(
      COLLECTION,
      "(status = 'queued' || status = 'sending') && next_attempt_at <= {:now} && " + kinds,
      'next_attempt_at',
      limit,
      0,
      params,
    )
  );
}

/**
 * Sends every mail that is due, those someone waits for first and each kind
 * oldest first, and forgets sent mail past its keeping time.
 *
 * @param {CoreApp} app
 */
function sendDueMail(app) {
  const config = require(`${__hooks}/lib/mail-config.js`).mailQueueConfig();
  const first = dueMail(app, true, BATCH);
  const due = first.concat(first.length < BATCH ? dueMail(app, false, BATCH - first.length) : []);
  for (const candidate of due) {
    const record = claim(app, candidate.id, config);
    if (record) deliver(app, record, config);
  }
  app
    .db()
    .newQuery("DELETE FROM mail_queue WHERE status = 'sent' AND sent_at < {:cutoff}")
    .bind({ cutoff: dbTime(new Date(Date.now() - config.keepSentDays * 24 * 3600 * 1000)) })
    .execute();
}

module.exports = {
  enqueueMail,
  enqueueMailerMessage,
  mailedRecently,
  takeQueueMark,
  sendDueMail,
  KIND_HEADER,
};
