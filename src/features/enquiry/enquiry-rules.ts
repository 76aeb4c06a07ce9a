import { ENQUIRY_FIELDS } from '@/lib/pocketbase/record-fields';

export interface EnquiryValues {
  name: string;
  email: string;
  message: string;
}

export type EnquiryErrors = Partial<Record<keyof EnquiryValues, string>>;

/** An address must look like name@domain.tld. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A message needs at least 10 characters, as the collection requires. */
export const MESSAGE_MIN_LENGTH = ENQUIRY_FIELDS.sent.message.min;

/** The home-page contact form's checks; values are trimmed before the test for emptiness. */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();

  if (!name) errors.name = 'Name is required';

  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';

  if (!message) errors.message = 'Message is required';
  else if (message.length < MESSAGE_MIN_LENGTH) errors.message = 'Message must be at least 10 characters';

  return errors;
}
