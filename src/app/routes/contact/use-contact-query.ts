import { usePageSearch } from '@/hooks/use-page-search';
import { parseContactQuery, type ContactQuery } from './contact-mode';

/** The contact page's query (see usePageSearch: read after hydration). */
export function useContactQuery(): ContactQuery {
  return parseContactQuery(usePageSearch());
}
