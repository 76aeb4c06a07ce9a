/**
 * Query parameters worth keeping with an event: campaign tags and the site's
 * own filters and choices. Anything else may carry a secret (the `verify`
 * and `token` of account mails) or something personal, so it is never stored.
 */
const KEPT_PARAMETERS = new Set([
  'service',
  'waitlist',
  'call',
  'tab',
  'category',
  'tags',
  'type',
  'industry',
  'product',
]);

const isKept = (name: string) => name.startsWith('utm_') || KEPT_PARAMETERS.has(name);

/** The address recorded with an event: origin and path, and only the known query parameters. */
export function pageUrlFor(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => isKept(name)));
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}
