import type { PostSummary } from '@/content/post-types';
import type { BlogFilters } from './filter-posts';

type Tagged = Pick<PostSummary, 'category' | 'tags'>;

export interface UnavailableChoices {
  categories: string[];
  tags: string[];
}

/**
 * The chips that, added to the category or tags already chosen, can only
 * find nothing: a tag no article of the chosen category carries, a category
 * none of whose articles carries a chosen tag. Chosen chips always stay
 * available, so a filter in force can be switched off. The search is left out:
 * it is the visitor's own words, and Clear Filters answers it.
 */
export function unavailableChoices(
  posts: readonly Tagged[],
  filters: BlogFilters,
  categories: readonly string[],
  tags: readonly string[],
): UnavailableChoices {
  const inCategory =
    filters.category === null ? posts : posts.filter((post) => post.category === filters.category);
  const carried = new Set(inCategory.flatMap((post) => post.tags));
  const withChosenTags =
    filters.tags.length === 0
      ? posts
      : posts.filter((post) => post.tags.some((tag) => filters.tags.includes(tag)));
  const reachable = new Set(withChosenTags.map((post) => post.category));
  return {
    categories: categories.filter((category) => category !== filters.category && !reachable.has(category)),
    tags: tags.filter((tag) => !filters.tags.includes(tag) && !carried.has(tag)),
  };
}
