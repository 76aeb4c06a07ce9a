import { RENDER_AFRESH_ATTRIBUTE } from '@/lib/render-afresh';
import { FILTER_KEYS } from './case-study-query';
import { ALL } from './match-case-studies';

/**
 * Set on <html> while a page opened with filters in its URL still shows the
 * prerendered, unfiltered results: the results stay hidden until the URL's
 * filters are applied. The server filters the results it serves
 * (pb_hooks/lib/case-study-page.js), marking their island to render afresh:
 * then they are right as served. What is pending is a copy of the page
 * without them, as the service worker serves it.
 */
export const PENDING_FILTERS_ATTRIBUTE = 'data-case-study-filters-pending';

/** Runs inline, before the results are painted, so it must stand alone: no imports, no outer scope. */
function markPendingFilters(
  keys: readonly string[],
  all: string,
  attribute: string,
  filteredBy: string,
): void {
  if (document.currentScript?.closest(`[${filteredBy}]`)) return;
  const search = new URLSearchParams(window.location.search);
  // No named function inside: the build would name it through a helper the page does not have.
  if (keys.some((key) => ![null, '', all].includes(search.get(key)?.toLowerCase() ?? null))) {
    document.documentElement.setAttribute(attribute, '');
  }
}

export const pendingFiltersScript = `(${markPendingFilters.toString()})(${JSON.stringify(FILTER_KEYS)},${JSON.stringify(ALL)},${JSON.stringify(PENDING_FILTERS_ATTRIBUTE)},${JSON.stringify(RENDER_AFRESH_ATTRIBUTE)})`;

/** The URL's filters are on screen: show the results. */
export function clearPendingFilters(): void {
  document.documentElement.removeAttribute(PENDING_FILTERS_ATTRIBUTE);
}
