/// <reference path="../types/pocketbase.d.ts" />

// Every text a visitor or a member can store is cleaned on every save
// (stored-text.pb.js), as the site's definitions clean it in the browser
// (src/definitions/text.ts): a field on one line becomes one line; the
// fields that hold many lines keep them.

/**
 * Fields that hold many lines; every other text field is one line.
 *
 * @type {{ [collection: string]: string[] }}
 */
const MULTI_LINE = { enquiries: ['message', 'note'], bookings: ['message', 'cancel_note'] };
const TEXT_TYPES = ['text', 'email', 'url', 'editor'];

/**
 * Cleans, in place, every text field of `record` that is not PocketBase's own
 * (ids, tokens, passwords): whatever field is added later is cleaned too.
 *
 * @param {core.Record} record
 */
function cleanStoredText(record) {
  const { cleanLine, cleanText } = require(`${__hooks}/lib/definitions.js`);
  const collection = record.collection();
  const multiLine = MULTI_LINE[collection.name] || [];
  for (const field of collection.fields) {
    if (field.getSystem() || TEXT_TYPES.indexOf(field.type()) === -1) continue;
    const name = field.getName();
    const value = record.getString(name);
    if (value === '') continue;
    const cleaned = multiLine.indexOf(name) === -1 ? cleanLine(value) : cleanText(value);
    if (cleaned !== value) record.set(name, cleaned);
  }
}

module.exports = { cleanStoredText };
