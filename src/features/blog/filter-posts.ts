import type { PostSummary } from '@/content/post-types';

/** A search text, one category (or none) and a set of tags. */
export interface BlogFilters {
  query: string;
  category: string | null;
  tags: string[];
}

export const NO_FILTERS: BlogFilters = { query: '', category: null, tags: [] };

/** The filter panel shows at most 12 tags. */
export const MAX_FILTER_TAGS = 12;

type Filterable = Pick<PostSummary, 'title' | 'excerpt' | 'category' | 'tags'>;

/**
 * The search matches title, excerpt, category or any tag, ignoring
 * case; the category must match exactly; a post stays when it has at least
 * one of the selected tags. All three apply at once.
 */
export function filterPosts<T extends Filterable>(posts: readonly T[], filters: BlogFilters): T[] {
  const query = filters.query.trim().toLowerCase();
  return posts.filter((post) => {
    if (query) {
      const fields = [post.title, post.excerpt, post.category, ...post.tags];
      if (!fields.some((field) => field.toLowerCase().includes(query))) return false;
    }
    if (filters.category !== null && post.category !== filters.category) return false;
    if (filters.tags.length > 0 && !post.tags.some((tag) => filters.tags.includes(tag))) return false;
    return true;
  });
}

/** Whether anything narrows the list: the count line shows then. */
export function isFiltering(filters: BlogFilters): boolean {
  return filters.query.trim() !== '' || filters.category !== null || filters.tags.length > 0;
}

/** Clear Filters appears only when a category or tag is active. */
export function hasPanelFilters(filters: BlogFilters): boolean {
  return filters.category !== null || filters.tags.length > 0;
}

/** 'Found N article(s)' or, with none, 'No articles found with current filters'. */
export function countLine(count: number): string {
  if (count === 0) return 'No articles found with current filters';
  return `Found ${count} ${count === 1 ? 'article' : 'articles'}`;
}

/** The categories of the posts, in alphabetical order. */
export function categoriesOf(posts: readonly Filterable[]): string[] {
  return [...new Set(posts.map((post) => post.category))].sort((a, b) => a.localeCompare(b));
}

/** The most used tags (ties alphabetical), at most `limit`, shown alphabetically. */
export function topTags(posts: readonly Filterable[], limit = MAX_FILTER_TAGS): string[] {
  const counts = new Map<string, number>();
  for (const tag of posts.flatMap((post) => post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, limit)
    .map(([tag]) => tag)
    .sort((a, b) => a.localeCompare(b));
}

/** Reads the filters from the URL (`?q=…&category=…&tags=a,b`), so a filtered list can be shared. */
export function filtersFromParams(params: URLSearchParams): BlogFilters {
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    query: params.get('q') ?? '',
    category: params.get('category') || null,
    tags: [...new Set(tags)],
  };
}

/** The query string for a set of filters; empty filters leave the URL clean. */
export function paramsFromFilters(filters: BlogFilters): URLSearchParams {
  const params = new URLSearchParams();
  const query = filters.query.trim();
  if (query) params.set('q', query);
  if (filters.category) params.set('category', filters.category);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  return params;
}
