/// <reference path="../types/pocketbase.d.ts" />

// Without SMTP settings (local use) outgoing mail is kept as JSON files in
// <data folder>/mail instead of being lost, so a developer can read it. The
// files hold live account tokens: readable by the server's user only.

// Go's os.FileMode, which the JSVM takes as a number: PocketBase's declarations describe the Go type.
const OWNER_ONLY_FOLDER = /** @type {os.FileMode} */ (/** @type {unknown} */ (0o700));
const OWNER_ONLY = /** @type {os.FileMode} */ (/** @type {unknown} */ (0o600));

/**
 * An address of a message being sent: Go's mail.Address, which PocketBase's
 * declarations give as a plain object, without its String().
 * @typedef {{ address: string, name?: string, string(): string }} GoAddress
 */

/** @param {GoAddress[]} list */
function addresses(list) {
  return (list || []).map((address) => address.string());
}

/** @param {mailer.Message} message */
function headersOf(message) {
  /** @type {{ [name: string]: unknown }} */
  const copy = {};
  if (message.headers) for (const key of Object.keys(message.headers)) copy[key] = message.headers[key];
  return copy;
}

/**
 * Each attachment's name and text (the queue attaches only text, a call's invitation).
 *
 * @param {mailer.Message} message
 */
function attachmentsOf(message) {
  const attachments = message.attachments || {};
  return Object.keys(attachments).map((name) => ({ name, content: readerToString(attachments[name]) }));
}

/**
 * @param {CoreApp} app
 * @param {mailer.Message} message
 */
function keepMail(app, message) {
  // The mails hold live sign-in and reset links: for the data folder's owner only,
  // in a folder made before this rule too.
  const folder = $filepath.join(app.dataDir(), 'mail');
  $os.mkdirAll(folder, OWNER_ONLY_FOLDER);
  const dataDir = $os.openRoot(app.dataDir());
  try {
    dataDir.chmod('mail', OWNER_ONLY_FOLDER);
  } finally {
    dataDir.close();
  }
  const name = new Date().toISOString().replace(/[:.]/g, '-') + '-' + $security.randomString(6) + '.json';
  const mail = {
    from: /** @type {GoAddress} */ (message.from).string(),
    to: addresses(/** @type {GoAddress[]} */ (message.to)),
    subject: message.subject,
    headers: headersOf(message),
    html: message.html,
    text: message.text,
    attachments: attachmentsOf(message),
  };
  // Written beside it, then renamed: whoever reads the folder meets a mail whole or not at all.
  const path = $filepath.join(folder, name);
  $os.writeFile(path + '.part', JSON.stringify(mail, null, 2), OWNER_ONLY);
  $os.rename(path + '.part', path);
  app.logger().info('Mail kept locally (no SMTP configured)', 'file', name, 'subject', message.subject);
}

module.exports = { keepMail };
