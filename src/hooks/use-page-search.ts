import { useSyncExternalStore } from 'react';
import { useSearch } from 'wouter';

const subscribe = () => () => {};

/**
 * The URL's query string as a page may render it. Pages are prerendered
 * without a query, so while the browser hydrates one this is '' (the HTML
 * must match); right after hydration, and on client-side navigation at once,
 * it is the real query.
 */
export function usePageSearch(): string {
  const search = useSearch();
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? search : '';
}
