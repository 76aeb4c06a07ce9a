import type { RouteHandlerCallback } from 'workbox-core';
import { notFoundPagesFor } from './not-found-pages';
import { precache } from './precache';

let redirects: Promise<Record<string, string>> | undefined;

/** Retired URLs (dist/client/redirects.json, precached), so they redirect offline too. */
function loadRedirects(): Promise<Record<string, string>> {
  redirects ??= precache
    .matchPrecache('/redirects.json')
    .then((response) => (response ? (response.json() as Promise<Record<string, string>>) : {}))
    .catch(() => ({}));
  return redirects;
}

async function notFoundPage(pathname: string): Promise<Response> {
  for (const candidate of notFoundPagesFor(pathname)) {
    const cached = await precache.matchPrecache(candidate);
    if (cached) return new Response(cached.body, { status: 404, headers: cached.headers });
  }
  return Response.error();
}

/**
 * A page that is not in the precache: a retired URL redirects; otherwise the
 * network answers, and offline the nearest not-found page does.
 */
export const handleNavigation: RouteHandlerCallback = async ({ request, url }) => {
  const target = (await loadRedirects())[url.pathname];
  if (target) return Response.redirect(new URL(target, url.origin).href, 301);
  try {
    return await fetch(request);
  } catch {
    return notFoundPage(url.pathname);
  }
};

/** The API, realtime and the PocketBase dashboard never go through the worker's pages. */
export function isBackendPath(url: URL): boolean {
  return url.pathname.startsWith('/api/') || url.pathname === '/_' || url.pathname.startsWith('/_/');
}
