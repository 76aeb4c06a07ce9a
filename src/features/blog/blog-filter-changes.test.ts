import { describe, expect, it } from 'vitest';
import { chooseCategory, chooseTags, clearFilters, panelTags } from './blog-filter-changes';
import { NO_FILTERS, type BlogFilters } from './filter-posts';

const filters = (changes: Partial<BlogFilters>): BlogFilters => ({ ...NO_FILTERS, ...changes });

describe('the filter panel’s changes', () => {
  it.each<[string, BlogFilters, string[], string[]]>([
    ['choosing a first tag', filters({}), ['SEO'], ['SEO']],
    ['choosing another tag adds it', filters({ tags: ['SEO'] }), ['SEO', 'ROI'], ['SEO', 'ROI']],
    ['choosing a chosen tag again drops it', filters({ tags: ['SEO', 'ROI'] }), ['ROI'], ['ROI']],
    ['dropping the last tag leaves none', filters({ tags: ['SEO'] }), [], []],
    ['a tag is never chosen twice', filters({}), ['SEO', 'SEO'], ['SEO']],
  ])('%s', (_name, before, chosen, expected) => {
    expect(chooseTags(before, chosen).tags).toEqual(expected);
  });

  it('keeps the search and the category when the tags change', () => {
    const before = filters({ query: 'local', category: 'Local SEO', tags: ['SEO'] });
    expect(chooseTags(before, ['SEO', 'Research'])).toEqual({ ...before, tags: ['SEO', 'Research'] });
  });

  it.each<[string | null]>([['Analytics'], [null]])(
    'choosing category %j keeps the search and tags',
    (category) => {
      const before = filters({ query: 'roi', category: 'Local SEO', tags: ['ROI'] });
      expect(chooseCategory(before, category)).toEqual({ ...before, category });
    },
  );

  it('Clear Filters resets the search, the category and the tags', () => {
    expect(clearFilters()).toEqual({ query: '', category: null, tags: [] });
  });
});

describe('panelTags', () => {
  const top = ['Analytics', 'Design', 'Strategy'];

  it.each<[string, string[], string[]]>([
    ['nothing chosen: the most used tags', [], ['Analytics', 'Design', 'Strategy']],
    ['a chosen tag among them adds nothing', ['Design'], ['Analytics', 'Design', 'Strategy']],
    ['a chosen tag beyond them is shown, in order', ['PPC'], ['Analytics', 'Design', 'PPC', 'Strategy']],
    [
      'several beyond them',
      ['Trust', 'Local SEO'],
      ['Analytics', 'Design', 'Local SEO', 'Strategy', 'Trust'],
    ],
  ])('%s', (_name, chosen, expected) => {
    expect(panelTags(top, chosen)).toEqual(expected);
  });
});
