import { FILTER_KEYS } from './case-study-query';

/**
 * Set on <html> while a page opened with filters in its URL still shows the
 * prerendered, unfiltered results: the results stay hidden until the URL's
 * filters are applied (spec §4). Without JavaScript it is never set, so the
 * prerendered list reads as it is.
 */
export const PENDING_FILTERS_ATTRIBUTE = 'data-case-study-filters-pending';

/** Runs inline, before the results are painted, so it must stand alone: no imports, no outer scope. */
function markPendingFilters(keys: readonly string[], attribute: string): void {
  const search = new URLSearchParams(window.location.search);
  if (keys.some((key) => search.get(key))) document.documentElement.setAttribute(attribute, '');
}

export const pendingFiltersScript = `(${markPendingFilters.toString()})(${JSON.stringify(FILTER_KEYS)},${JSON.stringify(PENDING_FILTERS_ATTRIBUTE)})`;

/** The URL's filters are on screen: show the results. */
export function clearPendingFilters(): void {
  document.documentElement.removeAttribute(PENDING_FILTERS_ATTRIBUTE);
}
