import { postIndex } from '@/content/post-index';
import { serviceCards } from '@/content/service-cards';
import { paths } from '@/lib/paths';

/** Pages that are all content: served as they are, with islands for their interactive parts. */
const pagesOfIslands: readonly string[] = [
  paths.home.href(),
  paths.services.href(),
  ...serviceCards.map((service) => paths.service.href(service.id)),
  paths.about.href(),
  ...postIndex.map((post) => paths.article.href(post.slug)),
  paths.enquirySent.href(),
  paths.newsletterSent.href(),
];

/**
 * Whether the page at `pathname` is rendered as a page of islands, whose
 * interactive parts each hydrate on their own, rather than as a whole app.
 * The root of such a page says so (./islands/root-attribute.ts), for the browser.
 */
export function isPageOfIslands(pathname: string): boolean {
  return pagesOfIslands.includes(pathname);
}
