/// <reference path="../types/pocketbase.d.ts" />

// Every text a visitor or a member can store is cleaned here, the same way,
// on every save (stored-text.pb.js): terminal escapes, control characters,
// zero-width and direction-changing characters are invisible or dangerous on
// screen and in mail (an ANSI escape rewrites a terminal that prints the log;
// U+202E turns a name around in the admin's inbox), so they go, and what is
// left is trimmed. A field on one line becomes one line; the fields that
// hold many lines keep them.

const ANSI_ESCAPE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-_]/g;
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
// Every C0 and C1 control but tab and line feed, which a message may hold.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** The collections whose records visitors and members write. */
const CLEANED_COLLECTIONS = ['enquiries', 'newsletter_subscriptions', 'users', 'user_analytics'];
/**
 * Fields that hold many lines; every other text field is one line.
 *
 * @type {{ [collection: string]: string[] }}
 */
const MULTI_LINE = { enquiries: ['message', 'note'] };
const TEXT_TYPES = ['text', 'email', 'url', 'editor'];

/** @param {unknown} value */
function clean(value) {
  return String(value === undefined || value === null ? '' : value)
    .replace(/\r\n?/g, '\n')
    .replace(ANSI_ESCAPE, '')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
    .normalize('NFC');
}

/**
 * One line: runs of spaces, tabs and line breaks become one space.
 *
 * @param {unknown} value
 */
function cleanLine(value) {
  return clean(value).replace(/\s+/g, ' ').trim();
}

/**
 * Many lines: trailing spaces go, and no more than one blank line in a row.
 *
 * @param {unknown} value
 */
function cleanText(value) {
  return clean(value)
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Cleans, in place, every text field of `record` that is not PocketBase's own
 * (ids, tokens, passwords): whatever field is added later is cleaned too.
 *
 * @param {core.Record} record
 */
function cleanStoredText(record) {
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

module.exports = { CLEANED_COLLECTIONS, cleanLine, cleanStoredText, cleanText };
