// Every text a visitor or a member can store is cleaned the same way, in the
// browser before it is sent and on the server before it is saved: terminal
// escapes, control characters, zero-width and direction-changing characters
// are invisible or dangerous on screen and in mail (an ANSI escape rewrites a
// terminal that prints the log; U+202E turns a name around in the admin's
// inbox), so they go, and what is left is trimmed. PocketBase's engine has no
// Unicode property escapes in its regular expressions, so the classes are
// spelled out.

const ANSI_ESCAPE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-_]/g;
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
// Every C0 and C1 control but tab and line feed, which a message may hold.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** A value as text: a string as it is, a number or boolean spelled out, anything else empty. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function clean(value: unknown): string {
  return asText(value)
    .replace(/\r\n?/g, '\n')
    .replace(ANSI_ESCAPE, '')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
    .normalize('NFC');
}

/** One line: runs of spaces, tabs and line breaks become one space. */
export function cleanLine(value: unknown): string {
  return clean(value).replace(/\s+/g, ' ').trim();
}

/** Many lines: trailing spaces go, and no more than one blank line in a row. */
export function cleanText(value: unknown): string {
  return clean(value)
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
