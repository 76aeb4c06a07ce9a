import { SEARCH_STATUS_ATTRIBUTE, SEARCH_STATUS_LIVE_ATTRIBUTE, searchStatus } from './search-status';

/**
 * Until the Journal's list is live (its code can take seconds on a slow
 * phone), what is typed into its served search box says at once that it is
 * searching, on the status line under the box; the list, once live, takes
 * the line over. The served list is the unfiltered one, so any search is new.
 */
export function followEarlySearch(): void {
  const status = document.querySelector<HTMLElement>(`[${SEARCH_STATUS_ATTRIBUTE}]`);
  const box = status?.closest('[role="search"]');
  if (!status || !box) return;
  const show = (event: Event) => {
    if (status.hasAttribute(SEARCH_STATUS_LIVE_ATTRIBUTE)) {
      document.removeEventListener('input', show, true);
      return;
    }
    if (event.target instanceof HTMLInputElement && box.contains(event.target))
      status.textContent = searchStatus(event.target.value, '');
  };
  document.addEventListener('input', show, true);
}
