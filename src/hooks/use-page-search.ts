import { useSearch } from 'wouter';
import { useHydrated } from './use-hydrated';

/**
 * The URL's query string as a page may render it: '' while a prerendered
 * page (written without a query) hydrates, the real query right after.
 */
export function usePageSearch(): string {
  const search = useSearch();
  return useHydrated() ? search : '';
}
