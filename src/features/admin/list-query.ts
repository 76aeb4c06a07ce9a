// What every admin list reads from its URL alike: the search (`q`) and the page (`page`).

/** Longest search an admin list sends; a longer text is cut, never refused. */
export const MAX_SEARCH_LENGTH = 200;

/** The search in a list's URL, trimmed and cut to the longest sent. */
export function searchFrom(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}

/** The page in a list's URL; anything but a whole number above one reads as the first page. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}
