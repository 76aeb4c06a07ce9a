/// <reference path="../types/pocketbase.d.ts" />

// An enquiry as the admin should read it: its text cleaned as every stored
// text is (lib/stored-text.js), and an enquiry empty after that refused with
// the contact form's own messages.

/** The collection's own shortest message (lib/record-fields.json). */
const MESSAGE_MIN_LENGTH = require(`${__hooks}/lib/record-fields.json`).enquiries.sent.message.min;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The contact form's checks, on the cleaned values.
 *
 * @param {{ [field: string]: string }} enquiry
 */
function problems(enquiry) {
  /** @type {{ [field: string]: [string, string] }} */
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

/**
 * Cleans the record's text in place, or refuses it as the form would.
 *
 * @param {core.Record} record
 */
function cleanEnquiry(record) {
  const { cleanLine, cleanText } = require(`${__hooks}/lib/stored-text.js`);
  /** @type {{ [field: string]: string }} */
  const enquiry = {
    name: cleanLine(record.getString('name')),
    email: cleanLine(record.getString('email')),
    message: cleanText(record.getString('message')),
  };
  const found = problems(enquiry);
  const fields = Object.keys(found);
  if (fields.length > 0) {
    /** @type {{ [field: string]: ValidationError }} */
    const data = {};
    fields.forEach((field) => {
      data[field] = new ValidationError(found[field][0], found[field][1]);
    });
    throw new BadRequestError('Failed to create record.', data);
  }
  Object.keys(enquiry).forEach((field) => record.set(field, enquiry[field]));
}

module.exports = { cleanEnquiry };
