export interface Crumb {
  label: string;
  /** Absent on the last crumb, which is the current page. */
  href?: string;
}

/** Words written in capitals wherever they appear in a crumb. */
const ACRONYMS = new Set(['seo', 'ppc', 'roi', 'clear']);

/**
 * Sections whose crumb is their name, not their path: the blog's heading is
 * 'Journal', so its crumb says the same (the navigation keeps the label 'Insights').
 */
const SECTION_NAMES: Readonly<Record<string, string>> = { '/blog': 'Journal' };

function labelFor(segment: string): string {
  return decodeURIComponent(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/**
 * Home plus each path segment, hyphens turned into spaced
 * capitalised words; the last crumb is not a link; nothing when there is
 * only one crumb. A segment that is not a page of its own (/tools) is shown
 * without a link, so no crumb leads to a 404. A page with a title of its own
 * (an article) passes it as `current`, since a slug title-cased is not its name.
 */
export function breadcrumbsFor(
  pathname: string,
  isPage: (path: string) => boolean = () => true,
  current?: string,
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    const label = (isLast && current) || SECTION_NAMES[href] || labelFor(segment);
    crumbs.push(isLast || !isPage(href) ? { label } : { label, href });
  });
  return crumbs;
}
