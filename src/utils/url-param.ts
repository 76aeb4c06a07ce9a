/** A URL's parameter and the same URL (path, other parameters, hash) without it. */
export function withoutParam(href: string, name: string): { value: string | null; rest: string } {
  const url = new URL(href);
  const value = url.searchParams.get(name);
  url.searchParams.delete(name);
  return { value, rest: `${url.pathname}${url.search}${url.hash}` };
}

/**
 * Reads a one-time secret (a mailed token) from the address bar and removes
 * it, so it stays out of history, bookmarks and the Referer of later requests.
 */
export function takeUrlParam(name: string): string | null {
  const { value, rest } = withoutParam(window.location.href, name);
  if (value !== null) window.history.replaceState(window.history.state, '', rest);
  return value;
}
