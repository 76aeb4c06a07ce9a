/** The hub's tabs, in order. */
export const EDUCATION_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'frameworks', label: 'Frameworks' },
  { id: 'research', label: 'Research' },
  { id: 'tools', label: 'Tools' },
  { id: 'resources', label: 'Resources' },
] as const;

export type EducationTab = (typeof EDUCATION_TABS)[number]['id'];

/** The active tab defaults to overview. */
export const DEFAULT_TAB: EducationTab = 'overview';

const TAB_PARAM = 'tab';

function isEducationTab(value: string | null): value is EducationTab {
  return EDUCATION_TABS.some((tab) => tab.id === value);
}

/** The tab a shared link names (?tab=frameworks); overview for none or an unknown one. */
export function tabFromSearch(search: URLSearchParams): EducationTab {
  const value = search.get(TAB_PARAM);
  return isEducationTab(value) ? value : DEFAULT_TAB;
}

/** The query string for a tab; the default tab keeps the plain URL. */
export function searchForTab(tab: EducationTab): string {
  return tab === DEFAULT_TAB ? '' : new URLSearchParams({ [TAB_PARAM]: tab }).toString();
}
