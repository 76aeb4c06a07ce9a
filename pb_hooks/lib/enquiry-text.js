/// <reference path="../../pb_data/types.d.ts" />

// What a visitor typed, as the admin should read it. Terminal escapes,
// control characters, zero-width and direction-changing characters are
// invisible or dangerous on screen (an ANSI escape rewrites a terminal that
// prints the log), so they go; what is left is trimmed, and an enquiry empty
// after that is refused with the contact form's own messages.

const ANSI_ESCAPE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-_]/g;
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
// Every C0 and C1 control but tab and line feed, which a message may hold.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

const MESSAGE_MIN_LENGTH = 10;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function clean(value) {
  return String(value === undefined || value === null ? '' : value)
    .replace(/\r\n?/g, '\n')
    .replace(ANSI_ESCAPE, '')
    .replace(CONTROL, '')
    .replace(INVISIBLE, '')
    .normalize('NFC');
}

/** One line: runs of spaces, tabs and line breaks become one space. */
function cleanLine(value) {
  return clean(value).replace(/\s+/g, ' ').trim();
}

/** Many lines: trailing spaces go, and no more than one blank line in a row. */
function cleanText(value) {
  return clean(value)
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The contact form's checks (spec §5), on the cleaned values. */
function problems(enquiry) {
  const found = {};
  if (!enquiry.name) found.name = ['validation_required', 'Name is required'];
  if (!enquiry.email) found.email = ['validation_required', 'Email is required'];
  else if (!EMAIL_PATTERN.test(enquiry.email))
    found.email = ['validation_invalid_email', 'Please enter a valid email address'];
  if (!enquiry.message) found.message = ['validation_required', 'Message is required'];
  else if (enquiry.message.length < MESSAGE_MIN_LENGTH) {
    found.message = ['validation_min_text_constraint', 'Message must be at least 10 characters'];
  }
  return found;
}

/** Cleans the record's text in place, or refuses it as the form would. */
function cleanEnquiry(record) {
  const enquiry = {
    name: cleanLine(record.getString('name')),
    email: cleanLine(record.getString('email')),
    message: cleanText(record.getString('message')),
  };
  const found = problems(enquiry);
  const fields = Object.keys(found);
  if (fields.length > 0) {
    const data = {};
    fields.forEach((field) => {
      data[field] = new ValidationError(found[field][0], found[field][1]);
    });
    throw new BadRequestError('Failed to create record.', data);
  }
  Object.keys(enquiry).forEach((field) => record.set(field, enquiry[field]));
}

module.exports = { cleanEnquiry, cleanLine, cleanText };
