import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH } from '../list-query';
import { filtersSet, inboxLocationFrom, inboxParamsFor, isFiltered, NO_FILTERS } from './inbox-query';

describe('inboxLocationFrom', () => {
  it.each([
    ['', { search: '', page: 1 }],
    ['q=ada', { search: 'ada', page: 1 }],
    ['q=%20ada%20&page=3', { search: 'ada', page: 3 }],
    ['page=0', { search: '', page: 1 }],
    ['page=-2', { search: '', page: 1 }],
    ['page=2.5', { search: '', page: 1 }],
    ['page=two', { search: '', page: 1 }],
    ['enquiry=abcdefghij12345&q=ada&state=spam', { search: '', page: 1, enquiry: 'abcdefghij12345' }],
    ['enquiry=not-an-id&q=ada', { search: 'ada', page: 1 }],
    [
      'state=spam&service=seo&topic=waitlist&from=2026-11-01&to=2026-11-30',
      {
        search: '',
        page: 1,
        state: 'spam',
        service: 'seo',
        topic: 'waitlist',
        from: '2026-11-01',
        to: '2026-11-30',
      },
    ],
    ['service=none', { search: '', page: 1, service: 'none' }],
    ['state=deleted&service=knitting&topic=gossip&from=yesterday&to=2026-13-45', { search: '', page: 1 }],
  ])('reads %j', (query, expected) => {
    expect(inboxLocationFrom(new URLSearchParams(query))).toEqual({ ...NO_FILTERS, ...expected });
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
    [{ search: '', page: 1, enquiry: 'abcdefghij12345', state: 'spam' as const }, 'enquiry=abcdefghij12345'],
    [
      { search: 'ada', page: 2, state: 'archived' as const, topic: 'waitlist' },
      'q=ada&state=archived&topic=waitlist&page=2',
    ],
  ])('writes %o as %j', (location, expected) => {
    expect(inboxParamsFor({ ...NO_FILTERS, ...location }).toString()).toBe(expected);
  });
});

describe('isFiltered', () => {
  it('is false for the plain inbox and true for any filter', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, state: 'all' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, to: '2026-11-30' })).toBe(true);
  });
});

describe('filtersSet', () => {
  it.each([
    ['none for the plain inbox', NO_FILTERS, 0],
    ['a state other than the inbox', { ...NO_FILTERS, state: 'spam' as const }, 1],
    [
      'each of service, topic and days',
      { ...NO_FILTERS, service: 'seo', topic: 'waitlist', from: '2026-11-01', to: '2026-11-30' },
      4,
    ],
  ])('counts %s', (_case, filters, count) => {
    expect(filtersSet(filters)).toBe(count);
  });
});
