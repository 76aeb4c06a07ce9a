import { describe, expect, it } from 'vitest';
import { validateEnquiry, type EnquiryValues } from '@/features/enquiry/enquiry-rules';
import { emailError } from '@/features/newsletter/newsletter-rules';
import { loadHookModule } from '../support/hook-module';

// The forms' rules live in three places: the browser's (src/features/*/*-rules.ts),
// the server's for forms posted without JavaScript (pb_hooks/lib/form-post-rules.js)
// and the API's for enquiries (pb_hooks/lib/enquiry-text.js). One table holds all
// three to the same messages, so none can drift from the others.

interface FormPostRules {
  enquiryErrors(values: EnquiryValues): Record<string, string>;
  newsletterErrors(values: { email: string }): Record<string, string>;
}

interface EnquiryText {
  cleanEnquiry(record: { getString(field: string): string; set(field: string, value: string): void }): void;
}

const rules = loadHookModule<FormPostRules>('form-post-rules.js');

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
const enquiryText = loadHookModule<EnquiryText>('enquiry-text.js', { BadRequestError, ValidationError });

/** What the API says of an enquiry (lib/enquiry-text.js), field name to message. */
function apiErrors(values: EnquiryValues): Record<string, string> {
  const fields: Record<string, string> = { ...values };
  try {
    enquiryText.cleanEnquiry({ getString: (field) => fields[field] ?? '', set: () => {} });
  } catch (err) {
    if (!(err instanceof BadRequestError)) throw err;
    return Object.fromEntries(Object.entries(err.data).map(([field, error]) => [field, error.message]));
  }
  return {};
}

const GOOD: EnquiryValues = {
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
    ['an email of spaces', { email: '  ' }],
    ['an address without @', { email: 'ada.example.com' }],
    ['an address without a dot after @', { email: 'ada@example' }],
    ['an address with a space', { email: 'ada @example.com' }],
    ['an address with spaces around it', { email: '  ada@example.com  ' }],
    ['no message', { message: '' }],
    ['a message of spaces', { message: '     ' }],
    ['a message of nine characters', { message: '123456789' }],
    ['a message of nine characters and spaces', { message: '  123456789   ' }],
    ['a message of ten characters', { message: '1234567890' }],
    ['everything missing', { name: '', email: '', message: '' }],
    ['markup', { name: '<b>Ada</b>', message: '<script>alert(1)</script>' }],
  ])('%s: the same messages in the browser, the form post and the API', (_, change) => {
    const values = { ...GOOD, ...change };
    const browser = validateEnquiry(values);
    expect(rules.enquiryErrors(values)).toEqual(browser);
    expect(apiErrors(values)).toEqual(browser);
  });
});

describe('the subscribe forms’ rules', () => {
  it.each(['', '   ', 'ada', 'ada@example', 'ada @example.com', ' ada@example.com ', 'ada@example.com'])(
    '%j: the same message in the browser and the form post',
    (email) => {
      const browser = emailError(email);
      expect(rules.newsletterErrors({ email })).toEqual(browser ? { email: browser } : {});
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
