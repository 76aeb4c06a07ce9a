import { NO_FILTERS, type BlogFilters } from './filter-posts';

/**
 * The filter panel's changes, each keeping what it does not touch:
 * a search typed meanwhile survives choosing a category or a tag.
 */

/** One category or none. */
export function chooseCategory(filters: BlogFilters, category: string | null): BlogFilters {
  return { ...filters, category };
}

/** The tags chosen once a chip is toggled (the tag group hands over the whole set). */
export function chooseTags(filters: BlogFilters, tags: readonly string[]): BlogFilters {
  return { ...filters, tags: [...new Set(tags)] };
}

/** Clear Filters resets all three: the search, the category and the tags. */
export function clearFilters(): BlogFilters {
  return NO_FILTERS;
}

/**
 * The tags the panel offers: the most used ones, plus any chosen tag beyond
 * them (from an article's tag link, say), so no filter in force is invisible.
 */
export function panelTags(top: readonly string[], chosen: readonly string[]): string[] {
  const extra = chosen.filter((tag) => !top.includes(tag));
  return [...top, ...extra].sort((a, b) => a.localeCompare(b));
}
