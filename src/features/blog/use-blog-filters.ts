import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { useHydrated } from '@/hooks/use-hydrated';
import type { PostSummary } from '@/content/post-types';
import { EVENT_TYPES } from '@/definitions/analytics';
import { track } from '@/lib/analytics/track';
import {
  filterPosts,
  filtersFromParams,
  NO_FILTERS,
  paramsFromFilters,
  type BlogFilters,
} from './filter-posts';

function sameFilters(a: BlogFilters, b: BlogFilters): boolean {
  return paramsFromFilters(a).toString() === paramsFromFilters(b).toString();
}

/**
 * The Journal's filters, kept in the URL so a filtered list can be shared
 * and survives a reload. The prerendered page is the unfiltered list, so the
 * URL's filters apply just after hydration (the first render matches the HTML).
 */
export function useBlogFilters(posts: readonly PostSummary[]) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const filters = useMemo(() => (hydrated ? filtersFromParams(params) : NO_FILTERS), [hydrated, params]);

  // Changes read the latest filters, so a search that lands after a pause
  // keeps a tag chosen meanwhile.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);

  const change = useCallback(
    (edit: (current: BlogFilters) => BlogFilters) => {
      const next = edit(latest.current);
      if (sameFilters(next, latest.current)) return;
      latest.current = next;
      setParams(paramsFromFilters(next), { replace: true });
      // Each change is a blog_filter event with query, category, tags and the result count.
      track(EVENT_TYPES.blogFilter, {
        query: next.query,
        category: next.category,
        tags: next.tags,
        result_count: filterPosts(posts, next).length,
      });
    },
    [posts, setParams],
  );

  /** The number of posts a search would find with the other filters as they are. */
  const countFor = useCallback(
    (query: string) => filterPosts(posts, { ...latest.current, query }).length,
    [posts],
  );

  return { filters, change, countFor };
}
