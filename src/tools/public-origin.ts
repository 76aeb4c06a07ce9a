import { pageOrigin } from '../definitions/site-origin.ts';

/** Where `npm start` listens unless HOST and PORT say otherwise. */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8090;

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The site's public origin, put into canonical URLs, sharing tags, the
 * sitemap and the feed as the pages are served, and into PocketBase's
 * e-mail links: PUBLIC_URL (the address behind a proxy), else the address
 * the site is served on, from HOST and PORT as `npm start` reads them. The
 * build holds none (one build serves any origin), so `PORT=3000 npm start`
 * serves pages that point at port 3000 without building again.
 */
export function publicOrigin(env: Env = process.env): string {
  if (env.PUBLIC_URL) {
    const origin = pageOrigin(env.PUBLIC_URL);
    if (origin === null) {
      throw new Error(
        `PUBLIC_URL must be the site's origin alone, as https://clearnorth.co.uk (no path, query or credentials): ${env.PUBLIC_URL}`,
      );
    }
    return origin;
  }
  const host = env.HOST ?? DEFAULT_HOST;
  // Listening on every interface, the site is reached on this machine at the loopback address.
  const shownHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  return `http://${shownHost}:${env.PORT ?? DEFAULT_PORT}`;
}
