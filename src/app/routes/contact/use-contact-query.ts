import { useHydrated } from '@/hooks/use-hydrated';
import { usePageSearch } from '@/hooks/use-page-search';
import { parseContactQuery, type ContactMode, type ContactQuery } from './contact-mode';

/**
 * The contact page's query (see usePageSearch: read after hydration). Until
 * then the mode is the one the page was served in: a page the server sent in
 * waitlist mode (src/definitions/page-variants.ts) hydrates as it reads.
 */
export function useContactQuery(servedMode: ContactMode = 'enquiry'): ContactQuery {
  const query = parseContactQuery(usePageSearch());
  return useHydrated() ? query : { ...query, mode: servedMode };
}
