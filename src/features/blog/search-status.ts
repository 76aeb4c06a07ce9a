import { queryAfterPause } from './search-rules';

/** On the Journal search's status line, which the page's first script fills until the list is live. */
export const SEARCH_STATUS_ATTRIBUTE = 'data-search-status';

/** On that line once the live list has taken it over. */
export const SEARCH_STATUS_LIVE_ATTRIBUTE = 'data-search-status-live';

export const SEARCHING_TEXT = 'Searching…';

/** What the status line says while `text` is in the box and the list shows `shownQuery`. */
export function searchStatus(text: string, shownQuery: string): string {
  const next = queryAfterPause(text);
  return next !== null && next !== shownQuery ? SEARCHING_TEXT : '';
}
