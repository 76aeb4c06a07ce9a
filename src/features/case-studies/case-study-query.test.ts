import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchForFilters } from './case-study-query';
import { NO_FILTERS } from './match-case-studies';

describe('filtersFromSearch', () => {
  it.each([
    ['', NO_FILTERS],
    ['type=SaaS', { ...NO_FILTERS, type: 'SaaS' }],
    ['type=SaaS&industry=Technology', { type: 'SaaS', industry: 'Technology', product: 'all' }],
    ['industry=Food+%26+Beverage', { ...NO_FILTERS, industry: 'Food & Beverage' }],
    ['product=Software&type=', { ...NO_FILTERS, product: 'Software' }],
    ['other=1', NO_FILTERS],
    ['type=saas&industry=TECHNOLOGY', { type: 'SaaS', industry: 'Technology', product: 'all' }],
    ['industry=bogus', NO_FILTERS],
    ['type=Local+Business', NO_FILTERS],
    ['type=all&industry=all&product=all', NO_FILTERS],
  ])('reads %j', (search, expected) => {
    expect(filtersFromSearch(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('searchForFilters', () => {
  it.each([
    [NO_FILTERS, ''],
    [{ ...NO_FILTERS, type: 'B2B' }, 'type=B2B'],
    [
      { type: 'all', industry: 'Retail', product: 'Consumer Goods' },
      'industry=Retail&product=Consumer+Goods',
    ],
    [{ type: 'SaaS', industry: '', product: 'all' }, 'type=SaaS'],
    [{ type: 'All', industry: 'ALL', product: 'Software' }, 'product=Software'],
    [{ type: 'B2C', industry: 'Food & Beverage', product: 'all' }, 'type=B2C&industry=Food+%26+Beverage'],
  ])('writes %o as %j', (filters, expected) => {
    expect(searchForFilters(filters)).toBe(expected);
  });

  it('round-trips through the URL', () => {
    const filters = { type: 'E-commerce', industry: 'Retail', product: 'all' };
    expect(filtersFromSearch(new URLSearchParams(searchForFilters(filters)))).toEqual(filters);
  });
});
