import { describe, expect, it } from 'vitest';
import { EMPTY_ENQUIRY, enquiryErrors, type ENQUIRY_FIELDS, type EnquiryValues } from '@/definitions/enquiry';
import type * as Definitions from '@/definitions/index';
import { readSubscription } from '@/definitions/newsletter';
import { loadHookModule } from '../support/hook-module';

// The forms' rules are written once (src/definitions) and bundled for the
// hooks (pb_hooks/lib/definitions.js). Here the bundle runs as PocketBase
// loads it, through the API's check of a created record
// (pb_hooks/lib/defined-record.js), beside the browser's own import: the
// bundle must say what the source says.

interface DefinedRecord {
  checkDefinedRecord(
    record: { getString(field: string): string; set(field: string, value: string): void },
    rules: typeof ENQUIRY_FIELDS,
  ): void;
}

// The API's check throws PocketBase's errors; in Node these stand-ins keep what it says.
class ValidationError {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}
class BadRequestError {
  constructor(
    readonly message: string,
    readonly data: Record<string, ValidationError>,
  ) {}
}
const globals = { BadRequestError, ValidationError };
const bundle = loadHookModule<typeof Definitions>('definitions.js', globals);
const { checkDefinedRecord } = loadHookModule<DefinedRecord>('defined-record.js', globals);

/** What the API says of an enquiry, field name to message, and what it stores. */
function apiRead(values: EnquiryValues): { errors: Record<string, string>; stored: Record<string, string> } {
  const fields: Record<string, string> = { ...values };
  const stored: Record<string, string> = {};
  try {
    checkDefinedRecord(
      { getString: (field) => fields[field] ?? '', set: (field, value) => (stored[field] = value) },
      bundle.ENQUIRY_FIELDS,
    );
  } catch (err) {
    if (!(err instanceof BadRequestError)) throw err;
    return {
      errors: Object.fromEntries(Object.entries(err.data).map(([field, error]) => [field, error.message])),
      stored,
    };
  }
  return { errors: {}, stored };
}

const GOOD: EnquiryValues = {
  ...EMPTY_ENQUIRY,
  name: 'Ada',
  email: 'ada@example.com',
  message: 'We would like help with SEO.',
};

describe('the enquiry form’s rules', () => {
  it.each<[string, Partial<EnquiryValues>]>([
    ['a good enquiry', {}],
    ['no name', { name: '' }],
    ['a name of spaces', { name: '   ' }],
    ['no email', { email: '' }],
    ['an address without a dot after @', { email: 'ada@example' }],
    ['an address with spaces around it', { email: '  ada@example.com  ' }],
    ['a phone number', { phone: '+44 (0)191 496 0000' }],
    ['a phone number of words', { phone: 'ring me' }],
    ['a company', { company: '  Analytical\u200b Engines  ' }],
    ['a company name too long', { company: 'x'.repeat(121) }],
    ['a message of nine characters and spaces', { message: '  123456789   ' }],
    ['a message of ten characters', { message: '1234567890' }],
    ['everything missing', { name: '', email: '', message: '' }],
    ['markup', { name: '<b>Ada</b>', message: '<script>alert(1)</script>' }],
  ])('%s: the same messages and record from the hooks’ bundle as in the browser', (_, change) => {
    const values = { ...GOOD, ...change };
    const browser = enquiryErrors(values);
    expect(bundle.messagesOf(bundle.readEnquiry(values).problems)).toEqual(browser);
    const api = apiRead(values);
    expect(api.errors).toEqual(browser);
    if (Object.keys(browser).length === 0) {
      expect(api.stored).toMatchObject(bundle.readEnquiry(values).record);
    }
  });
});

describe('the subscribe forms’ rules', () => {
  it.each(['', '   ', 'ada', 'ada@example', 'ada @example.com', ' ada@example.com ', 'ada@example.com'])(
    '%j: the same record and problems from the hooks’ bundle as in the browser',
    (email) => {
      expect(bundle.readSubscription({ email })).toEqual(readSubscription({ email }));
    },
  );
});

describe('where a posted form may send the visitor back', () => {
  const { sitePath } = loadHookModule<{ sitePath(value: unknown): { path: string; query: string } | null }>(
    'form-post-paths.js',
  );

  it.each([
    ['/', '/'],
    ['/contact', '/contact'],
    ['/contact/', '/contact'],
    ['/services/seo', '/services/seo'],
    ['/contact?service=seo#form', '/contact'],
  ])('%j is the site’s page %j', (value, path) => {
    expect(sitePath(value)?.path).toBe(path);
  });

  it.each([
    '//evil.example',
    '//evil.example/contact',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\tevil.example',
    '/ /evil.example',
    '/../etc/passwd',
    '/contact/../../x',
    '/./contact',
    'https://evil.example/',
    'evil.example',
    'contact',
    '',
    '/contact\u0000',
    '/x?a=<b>',
    '/' + 'a'.repeat(400),
    42,
    undefined,
  ])('%j is not', (value) => {
    expect(sitePath(value)).toBeNull();
  });
});
