import type { Crumb } from '@/lib/breadcrumbs';

/**
 * A trail as a schema.org BreadcrumbList. The current page, the last crumb,
 * needs no link; a folder that is not a page (/tools) is left out, since
 * every other item must link somewhere.
 */
export function breadcrumbList(crumbs: readonly Crumb[]) {
  const linked = crumbs.filter((crumb, index) => crumb.href || index === crumbs.length - 1);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: crumb.href } : {}),
    })),
  };
}
