/**
 * The not-found pages to try for an unknown path, nearest first: the same
 * rule as the server (pb_hooks/lib/site-files.js), so offline and online
 * visitors see the same page.
 */
export function notFoundPagesFor(pathname: string): string[] {
  const folders = pathname.split('/').filter(Boolean).slice(0, -1);
  const candidates: string[] = [];
  for (let depth = folders.length; depth > 0; depth -= 1)
    candidates.push(`/${folders.slice(0, depth).join('/')}/404.html`);
  candidates.push('/404.html');
  return candidates;
}

/** Maps a pretty URL to the prerendered file that holds it: /about → /about/index.html. */
export function prerenderedFileFor(url: URL): URL[] {
  const { pathname } = url;
  if (pathname === '/' || /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '')) return [];
  return [new URL(`${pathname.replace(/\/+$/, '')}/index.html`, url.origin)];
}
