/**
 * On an element of a not-found page, naming what was not found: a page, an
 * article or a service. The page is served as it was prerendered, once for
 * every unknown path, and the first script does what only the browser can,
 * knowing the address (./follow-missing-page.ts).
 */
export const MISSING_ATTRIBUTE = 'data-missing';

export type Missing = 'page' | 'article' | 'service';

/** The attribute for an element of the page that says `missing` was not found. */
export const missingMarker = (missing: Missing) => ({ [MISSING_ATTRIBUTE]: missing });
