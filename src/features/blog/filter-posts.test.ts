import { describe, expect, it } from 'vitest';
import {
  categoriesOf,
  countLine,
  filterPosts,
  filtersFromParams,
  hasPanelFilters,
  isFiltering,
  NO_FILTERS,
  paramsFromFilters,
  topTags,
  type BlogFilters,
} from './filter-posts';

const post = (id: string, category: string, tags: string[], title = id, excerpt = '') => ({
  id,
  title,
  excerpt,
  category,
  tags,
});

const posts = [
  post('seo', 'Local SEO', ['SEO', 'Local SEO'], 'Local search in Newcastle', 'Reviews and maps.'),
  post('roi', 'Analytics', ['Analytics', 'ROI'], 'Measuring marketing ROI', 'Plain-English guide.'),
  post('rams', 'Design Principles', ['Design', 'Minimalism'], 'Dieter Rams for marketers', 'Ten principles.'),
  post(
    'choice',
    'Marketing Psychology',
    ['Psychology', 'Pricing'],
    'The paradox of choice',
    'Fewer options.',
  ),
];

const ids = (filters: Partial<BlogFilters>) =>
  filterPosts(posts, { ...NO_FILTERS, ...filters }).map((p) => p.id);

describe('filterPosts', () => {
  it.each<[string, Partial<BlogFilters>, string[]]>([
    ['no filters keep every post', {}, ['seo', 'roi', 'rams', 'choice']],
    ['search matches the title, ignoring case', { query: 'DIETER' }, ['rams']],
    ['search matches the excerpt', { query: 'fewer opt' }, ['choice']],
    ['search matches the category', { query: 'psychology' }, ['choice']],
    ['search matches any tag', { query: 'roi' }, ['roi']],
    ['search ignores surrounding spaces', { query: '  rams  ' }, ['rams']],
    ['search with no match keeps nothing', { query: 'blockchain' }, []],
    ['category needs an exact match', { category: 'Analytics' }, ['roi']],
    ['a partial category matches nothing', { category: 'Analytic' }, []],
    ['category is case-sensitive', { category: 'analytics' }, []],
    ['one tag keeps the posts that have it', { tags: ['Design'] }, ['rams']],
    ['several tags keep posts with at least one', { tags: ['Design', 'ROI'] }, ['roi', 'rams']],
    ['tags must match exactly', { tags: ['seo'] }, []],
    ['all three apply together', { query: 'marketing', category: 'Analytics', tags: ['ROI'] }, ['roi']],
    ['a category and an unrelated tag keep nothing', { category: 'Analytics', tags: ['Design'] }, []],
  ])('%s', (_name, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });
});

describe('countLine', () => {
  it.each([
    [0, 'No articles found with current filters'],
    [1, 'Found 1 article'],
    [3, 'Found 3 articles'],
  ])('%i → %s', (count, line) => {
    expect(countLine(count)).toBe(line);
  });
});

describe('which controls show', () => {
  it.each<[Partial<BlogFilters>, boolean, boolean]>([
    [{}, false, false],
    [{ query: '   ' }, false, false],
    [{ query: 'seo' }, true, false],
    [{ category: 'Analytics' }, true, true],
    [{ tags: ['SEO'] }, true, true],
  ])('%o: count line %s, Clear Filters %s', (filters, counting, clearable) => {
    expect(isFiltering({ ...NO_FILTERS, ...filters })).toBe(counting);
    expect(hasPanelFilters({ ...NO_FILTERS, ...filters })).toBe(clearable);
  });
});

describe('panel options', () => {
  it('lists each category once, alphabetically', () => {
    expect(categoriesOf([...posts, post('x', 'Analytics', [])])).toEqual([
      'Analytics',
      'Design Principles',
      'Local SEO',
      'Marketing Psychology',
    ]);
  });

  it('shows at most 12 tags, the most used first, then alphabetically', () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      post(`p${index}`, 'C', [`Tag ${String(index).padStart(2, '0')}`]),
    );
    const popular = [...many, post('a', 'C', ['Tag 13']), post('b', 'C', ['Tag 13'])];
    const tags = topTags(popular);
    expect(tags).toHaveLength(12);
    expect(tags).toContain('Tag 13');
    expect(tags).not.toContain('Tag 12');
    expect(tags).toEqual([...tags].sort());
  });
});

describe('filters in the URL', () => {
  it.each<[string, BlogFilters]>([
    ['', NO_FILTERS],
    ['q=seo', { query: 'seo', category: null, tags: [] }],
    ['category=Local+SEO', { query: '', category: 'Local SEO', tags: [] }],
    ['tags=SEO,Local%20SEO', { query: '', category: null, tags: ['SEO', 'Local SEO'] }],
    ['tags=SEO,,SEO,&category=', { query: '', category: null, tags: ['SEO'] }],
  ])('?%s is read', (search, filters) => {
    expect(filtersFromParams(new URLSearchParams(search))).toEqual(filters);
  });

  it.each<BlogFilters>([
    { query: 'seo', category: 'Local SEO', tags: ['SEO', 'Case Study'] },
    { query: '', category: null, tags: ['Design'] },
    NO_FILTERS,
  ])('survives a round trip: %o', (filters) => {
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('leaves empty filters out of the URL', () => {
    expect(paramsFromFilters({ query: '  ', category: null, tags: [] }).toString()).toBe('');
  });
});
