/**
 * The site's public origin, written into canonical URLs, sharing tags, the
 * sitemap and the feed when the build renders them (PUBLIC_URL, as for
 * PocketBase's e-mail links; the local default otherwise).
 */
export function publicOrigin(): string {
  return (process.env.PUBLIC_URL ?? 'http://127.0.0.1:8090').replace(/\/+$/, '');
}
