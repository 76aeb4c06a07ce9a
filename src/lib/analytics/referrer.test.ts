import { beforeEach, describe, expect, it } from 'vitest';
import { entryReferrer, resetEntryReferrer } from './referrer';

beforeEach(resetEntryReferrer);

describe('entryReferrer', () => {
  it.each([
    [
      'another site, host only',
      'https://www.google.com/search?q=seo+newcastle',
      { referrer: 'www.google.com' },
    ],
    ['the site itself', 'https://clearnorth.example/blog', {}],
    ['no referrer', '', {}],
  ])('%s', (_case, referrer, expected) => {
    expect(entryReferrer(referrer, 'clearnorth.example')).toEqual(expected);
  });

  it('is reported with the first page view of a page load only', () => {
    expect(entryReferrer('https://www.bing.com/', 'clearnorth.example')).toEqual({
      referrer: 'www.bing.com',
    });
    expect(entryReferrer('https://www.bing.com/', 'clearnorth.example')).toEqual({});
  });
});
