/** Search waits for a 300 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Typing starts a search only above 2 characters. */
const MIN_QUERY_LENGTH = 3;

/**
 * What a pause in typing searches for: the trimmed text when it is long
 * enough, '' (clear the search) when the box was emptied, or null (leave the
 * current search alone) for one or two characters.
 */
export function queryAfterPause(text: string): string | null {
  const query = text.trim();
  if (query === '') return '';
  return query.length >= MIN_QUERY_LENGTH ? query : null;
}

/** A submitted search is trimmed, and empty text is ignored (null). */
export function submittedQuery(text: string): string | null {
  const query = text.trim();
  return query === '' ? null : query;
}
