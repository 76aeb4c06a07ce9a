import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type BlogFilters } from './filter-posts';
import { unavailableChoices } from './unavailable-choices';

const posts = [
  { category: 'Local SEO', tags: ['SEO', 'Research'] },
  { category: 'Case Studies', tags: ['Branding'] },
  { category: 'Frameworks', tags: ['Strategy', 'SEO'] },
];
const categories = ['Case Studies', 'Frameworks', 'Local SEO'];
const tags = ['Branding', 'Research', 'SEO', 'Strategy'];
const filters = (changes: Partial<BlogFilters>): BlogFilters => ({ ...NO_FILTERS, ...changes });

describe('choices that can only find nothing', () => {
  it.each<[string, BlogFilters, string[], string[]]>([
    ['with nothing chosen, every chip finds something', filters({}), [], []],
    [
      'a category leaves out the tags its articles lack',
      filters({ category: 'Case Studies' }),
      [],
      ['Research', 'SEO', 'Strategy'],
    ],
    ['a tag leaves out the categories without it', filters({ tags: ['SEO'] }), ['Case Studies'], []],
    [
      'several tags keep every category that has one of them',
      filters({ tags: ['Branding', 'Research'] }),
      ['Frameworks'],
      [],
    ],
    [
      'a chosen chip is never left out',
      filters({ category: 'Case Studies', tags: ['SEO'] }),
      [],
      ['Research', 'Strategy'],
    ],
    ['the search does not count', filters({ query: 'nothing matches this' }), [], []],
  ])('%s', (_name, chosen, expectedCategories, expectedTags) => {
    expect(unavailableChoices(posts, chosen, categories, tags)).toEqual({
      categories: expectedCategories,
      tags: expectedTags,
    });
  });
});
