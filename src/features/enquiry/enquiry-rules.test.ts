import { describe, expect, it } from 'vitest';
import { validateEnquiry, type EnquiryValues } from './enquiry-rules';

const valid: EnquiryValues = {
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  message: 'We need help with local SEO.',
};

describe('validateEnquiry', () => {
  it('accepts a complete enquiry', () => {
    expect(validateEnquiry(valid)).toEqual({});
  });

  it.each([
    [{ name: '' }, { name: 'Name is required' }],
    [{ name: '   ' }, { name: 'Name is required' }],
    [{ email: '' }, { email: 'Email is required' }],
    [{ email: '  ' }, { email: 'Email is required' }],
    [{ email: 'ada' }, { email: 'Please enter a valid email address' }],
    [{ email: 'ada@example' }, { email: 'Please enter a valid email address' }],
    [{ email: 'ada @example.com' }, { email: 'Please enter a valid email address' }],
    [{ message: '' }, { message: 'Message is required' }],
    [{ message: '         ' }, { message: 'Message is required' }],
    [{ message: 'Too short' }, { message: 'Message must be at least 10 characters' }],
    [{ message: '   123456789   ' }, { message: 'Message must be at least 10 characters' }],
  ])('%o gives %o', (change, expected) => {
    expect(validateEnquiry({ ...valid, ...change })).toEqual(expected);
  });

  it('counts exactly ten trimmed characters as enough', () => {
    expect(validateEnquiry({ ...valid, message: '  1234567890  ' })).toEqual({});
  });

  it('reports every field at once', () => {
    expect(Object.keys(validateEnquiry({ name: '', email: '', message: '' }))).toEqual([
      'name',
      'email',
      'message',
    ]);
  });
});
