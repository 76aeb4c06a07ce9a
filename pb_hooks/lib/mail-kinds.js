/// <reference path="../types/pocketbase.d.ts" />

/**
 * Tells the queue what an account mail is (see lib/mail-queue.js).
 *
 * @param {mailer.Message} message
 * @param {string} kind
 */
function labelMail(message, kind) {
  const { KIND_HEADER } = require(`${__hooks}/lib/mail-queue.js`);
  /** @type {{ [name: string]: string }} */
  const headers = {};
  if (message.headers) for (const key of Object.keys(message.headers)) headers[key] = message.headers[key];
  headers[KIND_HEADER] = kind;
  message.headers = headers;
}

module.exports = { labelMail };
