import { useSearchParams } from 'wouter';
import { useHydrated } from '@/hooks/use-hydrated';
import { DEFAULT_TAB, searchForTab, tabFromSearch, type EducationTab } from './education-tabs';

/**
 * The selected tab, kept in the URL so it can be shared. The page is
 * prerendered without a query string, so it hydrates on the default tab as
 * the server rendered it, then opens the tab the URL names.
 */
export function useEducationTab(): [EducationTab, (tab: EducationTab) => void] {
  const [search, setSearch] = useSearchParams();
  const hydrated = useHydrated();
  const tab = hydrated ? tabFromSearch(search) : DEFAULT_TAB;
  // Replace, not push: switching tabs should not fill the back button's history.
  const select = (next: EducationTab) =>
    setSearch(new URLSearchParams(searchForTab(next)), { replace: true });
  return [tab, select];
}
