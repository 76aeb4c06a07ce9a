import { offeredValue } from './filter-values';
import { isFilterOn, type CaseStudyFilters } from './match-case-studies';

/** The query parameters the filters are read from. */
export const FILTER_KEYS = ['type', 'industry', 'product'] as const satisfies ReadonlyArray<
  keyof CaseStudyFilters
>;

/** Each filter comes from its query parameter: a value the select offers, or 'all' for anything else. */
export function filtersFromSearch(search: URLSearchParams): CaseStudyFilters {
  const read = (key: keyof CaseStudyFilters) => offeredValue(key, search.get(key));
  return { type: read('type'), industry: read('industry'), product: read('product') };
}

/** The query string carries only the filters that are on. */
export function searchForFilters(filters: CaseStudyFilters): string {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    if (isFilterOn(filters[key])) search.set(key, filters[key]);
  }
  return search.toString();
}
