import { describe, expect, it } from 'vitest';
import { EMPTY_ENQUIRY, enquiryDetails, enquiryErrors, readEnquiry, type EnquiryValues } from './enquiry';

const valid: EnquiryValues = {
  ...EMPTY_ENQUIRY,
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  message: 'We need help with local SEO.',
};

// The island, the outbox, the form posted without JavaScript and the API all
// run these rules (the hooks through their bundle), so this table is each one's.
describe("an enquiry's rules", () => {
  it('accept a complete enquiry, with or without the optional fields', () => {
    expect(enquiryErrors(valid)).toEqual({});
    expect(
      enquiryErrors({ ...valid, phone: '+44 (0)191 496 0000', company: 'Analytical Engines Ltd' }),
    ).toEqual({});
  });

  it.each([
    [{ name: '' }, { name: 'Name is required' }],
    [{ name: '   ' }, { name: 'Name is required' }],
    [{ name: 'x'.repeat(101) }, { name: 'Name must be at most 100 characters' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: '  ' }, { email: 'Email is required' }],
    [{ email: 'ada' }, { email: 'Please enter a valid email address' }],
    [{ email: 'ada@example' }, { email: 'Please enter a valid email address' }],
    [{ email: 'ada @example.com' }, { email: 'Please enter a valid email address' }],
    [{ phone: 'call me' }, { phone: 'Please enter a valid phone number' }],
    [{ phone: '12345' }, { phone: 'Please enter a valid phone number' }],
    [{ phone: '+44 191 496 0000 0000 00' }, { phone: 'Please enter a valid phone number' }],
    [{ company: 'x'.repeat(121) }, { company: 'Company must be at most 120 characters' }],
    [{ message: '' }, { message: 'Message is required' }],
    [{ message: '         ' }, { message: 'Message is required' }],
    [{ message: 'Too short' }, { message: 'Message must be at least 10 characters' }],
    [{ message: '   123456789   ' }, { message: 'Message must be at least 10 characters' }],
  ])('%o gives %o', (change, expected) => {
    expect(enquiryErrors({ ...valid, ...change })).toEqual(expected);
  });

  it('counts exactly ten cleaned characters as enough', () => {
    expect(enquiryErrors({ ...valid, message: '  1234567890  ' })).toEqual({});
    // Invisible characters are not characters a reader sees.
    expect(enquiryErrors({ ...valid, message: '123456789\u200b' })).toEqual({
      message: 'Message must be at least 10 characters',
    });
  });

  it('reports every field at once, in the order the form shows them', () => {
    expect(Object.keys(enquiryErrors({ ...EMPTY_ENQUIRY, phone: 'x' }))).toEqual([
      'name',
      'email',
      'phone',
      'message',
    ]);
  });
});

describe('the enquiry record every runtime builds', () => {
  it('is cleaned, with the empty fields left out', () => {
    expect(
      readEnquiry({
        name: '  Ada\u202e  Lovelace ',
        email: ' ada@example.com',
        phone: '',
        company: ' Analytical\tEngines ',
        message: 'Line one  \r\n\r\n\r\n\r\nLine two ',
        service: 'seo',
      }).record,
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      message: 'Line one\n\nLine two',
      service: 'seo',
    });
  });

  it.each([
    ["'Not sure yet'", 'not-sure'],
    ['no service', ''],
  ])('records %s as no service', (_case, service) => {
    expect(readEnquiry({ ...valid, service })).toEqual({ record: readEnquiry(valid).record, problems: {} });
  });

  it('refuses a service the site does not offer', () => {
    expect(readEnquiry({ ...valid, service: 'bogus' }).problems).toEqual({
      service: { code: 'validation_invalid_value', message: 'Please choose a service from the list' },
    });
  });

  it.each([null, [], 'x', 1, true])('reads %j as an enquiry with nothing filled in', (body) => {
    const { record, problems } = readEnquiry(body);
    expect(record).toEqual({});
    expect(Object.keys(problems)).toEqual(['name', 'email', 'message']);
  });

  it("lists the details the visitor gave, in the admin's order", () => {
    expect(enquiryDetails({ package: 'Focus Growth', company: 'Ada Ltd', phone: '' })).toEqual([
      ['Company', 'Ada Ltd'],
      ['Package', 'Focus Growth'],
    ]);
  });
});
