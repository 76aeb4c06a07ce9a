import { EMAIL_FIELD, messagesOf, readRecord, type FieldRules, type ReadRecord } from './form-fields';
import { SERVICE_IDS, TOPIC_IDS } from './services';

/** The value the service select posts for 'Not sure yet', which records no service. */
export const NO_SERVICE = 'not-sure';

/**
 * The enquiry, as the contact forms, the outbox, the form posted without
 * JavaScript, the API and the admin all read it: each field's limits and the
 * site's words for its problems. A field added here is checked the
 * same way everywhere, and shown to the admin, in the CSV and in the
 * notification mail when it is one of ENQUIRY_DETAILS.
 */
export const ENQUIRY_FIELDS = {
  name: { kind: 'line', label: 'Name', required: 'Name is required', min: 1, max: 100 },
  email: EMAIL_FIELD,
  phone: { kind: 'phone', label: 'Phone', max: 30, invalid: 'Please enter a valid phone number' },
  company: { kind: 'line', label: 'Company', max: 120 },
  message: {
    kind: 'lines',
    label: 'Message',
    required: 'Message is required',
    min: 10,
    tooShort: 'Message must be at least 10 characters',
    max: 5000,
  },
  service: {
    kind: 'choice',
    label: 'Service',
    choices: SERVICE_IDS,
    none: NO_SERVICE,
    invalid: 'Please choose a service from the list',
  },
  topic: { kind: 'choice', label: 'Asking for', choices: TOPIC_IDS },
  package: { kind: 'line', label: 'Package', max: 60 },
  source_page: { kind: 'line', label: 'Sent from', max: 300 },
} as const satisfies FieldRules;

export type EnquiryField = keyof typeof ENQUIRY_FIELDS;

/** The fields a visitor types, in the order the forms show them. */
export const ENQUIRY_TYPED_FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;

/** What a visitor has typed into an enquiry form, field by field. */
export type EnquiryValues = Record<(typeof ENQUIRY_TYPED_FIELDS)[number], string>;

export type EnquiryErrors = Partial<Record<keyof EnquiryValues, string>>;

/** An enquiry form with nothing typed yet. */
export const EMPTY_ENQUIRY = Object.fromEntries(
  ENQUIRY_TYPED_FIELDS.map((field) => [field, '']),
) as EnquiryValues;

/**
 * The optional facts the admin reads beside an enquiry's sender, in the
 * inbox, its CSV and the notification mail, when the visitor gave them.
 */
export const ENQUIRY_DETAILS = ['phone', 'company', 'package'] as const satisfies readonly EnquiryField[];

export type EnquiryDetail = (typeof ENQUIRY_DETAILS)[number];

/** An enquiry still new, as PocketBase filters them: neither read nor filed away. */
export const NEW_ENQUIRY_FILTER = 'filed = "" && read_at = ""';

/** An enquiry as it is sent and stored: each field cleaned, the empty ones left out. */
export type EnquiryRecord = ReadRecord<typeof ENQUIRY_FIELDS>['record'];

/**
 * Reads an enquiry from any body (a form's values, a posted form, a record's
 * fields): cleaned, checked, and built into the record every runtime sends
 * and stores.
 */
export function readEnquiry(body: unknown): ReadRecord<typeof ENQUIRY_FIELDS> {
  return readRecord(ENQUIRY_FIELDS, body);
}

/** The site's words for what is wrong with what a visitor typed, field by field; empty when it may be sent. */
export function enquiryErrors(values: EnquiryValues): EnquiryErrors {
  return messagesOf(readEnquiry(values).problems);
}

/** The details the visitor gave, label and value, in the order the admin reads them. */
export function enquiryDetails(record: Readonly<Record<string, unknown>>): Array<[string, string]> {
  return givenDetails(record).map(([field, value]) => [ENQUIRY_FIELDS[field].label, value]);
}

/** The details the visitor gave, by field, in the order the admin reads them. */
export function givenDetails(record: Readonly<Record<string, unknown>>): Array<[EnquiryDetail, string]> {
  return ENQUIRY_DETAILS.flatMap((field) => {
    const value = record[field];
    return typeof value === 'string' && value !== '' ? [[field, value]] : [];
  });
}
