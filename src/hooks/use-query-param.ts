import { useSearch } from 'wouter';
import { useHydrated } from './use-hydrated';

/**
 * One parameter of the URL's query: undefined on the server and while a
 * prerendered page (written without a query) hydrates, null when the
 * address has none, its value from then on.
 */
export function useQueryParam(name: string): string | null | undefined {
  const search = useSearch();
  return useHydrated() ? new URLSearchParams(search).get(name) : undefined;
}
