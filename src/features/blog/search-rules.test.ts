import { describe, expect, it } from 'vitest';
import { queryAfterPause, submittedQuery } from './search-rules';

describe('queryAfterPause', () => {
  it.each<[string, string | null]>([
    ['', ''],
    ['   ', ''],
    ['s', null],
    ['se', null],
    [' se ', null],
    ['seo', 'seo'],
    ['  seo  ', 'seo'],
    ['local seo', 'local seo'],
  ])('%j → %j', (text, query) => {
    expect(queryAfterPause(text)).toBe(query);
  });
});

describe('submittedQuery', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['   ', null],
    ['a', 'a'],
    ['  roi ', 'roi'],
  ])('%j → %j', (text, query) => {
    expect(submittedQuery(text)).toBe(query);
  });
});
