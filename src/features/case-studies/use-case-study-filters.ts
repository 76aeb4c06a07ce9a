import { useLayoutEffect, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { useHydrated } from '@/hooks/use-hydrated';
import { filtersFromSearch, searchForFilters } from './case-study-query';
import { NO_FILTERS, type CaseStudyFilters } from './match-case-studies';
import { clearPendingFilters } from './pending-filters';

/**
 * The filters in the URL, and a way to apply new ones. The page is
 * prerendered without a query string, so while it hydrates the filters are
 * off, exactly as the server rendered them, and the results hidden when the
 * URL has filters (pending-filters.ts); the URL's filters follow at once.
 */
export function useCaseStudyFilters(): [CaseStudyFilters, (filters: CaseStudyFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const hydrated = useHydrated();
  const filters = useMemo(() => (hydrated ? filtersFromSearch(search) : NO_FILTERS), [hydrated, search]);
  // Before paint, in the same commit that renders the URL's results.
  useLayoutEffect(() => {
    if (hydrated) clearPendingFilters();
  }, [hydrated]);
  const apply = (next: CaseStudyFilters) => setSearch(new URLSearchParams(searchForFilters(next)));
  return [filters, apply];
}
