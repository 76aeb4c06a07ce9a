/**
 * The origin the build writes into every absolute URL of the site (canonical
 * links, sharing tags, structured data, the sitemap, robots.txt, the feed),
 * put in when the site is served: one build serves any address. The
 * reserved ".invalid" name can never be a real site's.
 */
export const ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';

/** The build's list of the files that hold the placeholder, beside the pages. */
export const ORIGIN_FILES = 'origin-files.json';

// Only what needs no escaping in an HTML attribute, XML text or a JSON string:
// the origin goes into all three as it is.
const PLAIN_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of a public address ("https://clearnorth.co.uk/" gives
 * "https://clearnorth.co.uk"), or null for anything that is not a plain
 * http(s) origin (a path, a query, user info, characters to escape).
 */
export function pageOrigin(address: string): string | null {
  const trimmed = address.trim().replace(/\/+$/, '');
  return PLAIN_ORIGIN.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** The text with the site's origin in place of the build's placeholder. */
export function withOrigin(text: string, origin: string): string {
  return text.split(ORIGIN_PLACEHOLDER).join(origin);
}
