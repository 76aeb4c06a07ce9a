import { describe, expect, it } from 'vitest';
import { inboxLocationFrom, inboxParamsFor, MAX_SEARCH_LENGTH } from './inbox-query';

describe('inboxLocationFrom', () => {
  it.each([
    ['', { search: '', page: 1 }],
    ['q=ada', { search: 'ada', page: 1 }],
    ['q=%20ada%20&page=3', { search: 'ada', page: 3 }],
    ['page=0', { search: '', page: 1 }],
    ['page=-2', { search: '', page: 1 }],
    ['page=2.5', { search: '', page: 1 }],
    ['page=two', { search: '', page: 1 }],
    ['enquiry=abcdefghij12345&q=ada', { search: '', page: 1, enquiry: 'abcdefghij12345' }],
    ['enquiry=not-an-id&q=ada', { search: 'ada', page: 1 }],
  ])('reads %j', (query, expected) => {
    expect(inboxLocationFrom(new URLSearchParams(query))).toEqual(expected);
  });

  it('cuts an overlong search', () => {
    const long = 'a'.repeat(MAX_SEARCH_LENGTH + 50);
    expect(inboxLocationFrom(new URLSearchParams({ q: long })).search).toHaveLength(MAX_SEARCH_LENGTH);
  });
});

describe('inboxParamsFor', () => {
  it.each([
    [{ search: '', page: 1 }, ''],
    [{ search: 'seo help', page: 1 }, 'q=seo+help'],
    [{ search: '', page: 4 }, 'page=4'],
    [{ search: 'ada', page: 2 }, 'q=ada&page=2'],
    [{ search: '', page: 1, enquiry: 'abcdefghij12345' }, 'enquiry=abcdefghij12345'],
  ])('writes %o as %j', (location, expected) => {
    expect(inboxParamsFor(location).toString()).toBe(expected);
  });
});
