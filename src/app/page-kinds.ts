import { postIndex } from '@/content/post-index';
import { serviceCards } from '@/content/service-cards';
import { paths } from '@/lib/paths';
import { NOT_FOUND_PAGES } from './prerender-paths';

/** Pages that are all content: served as they are, with islands for their interactive parts. */
const pagesOfIslands: readonly string[] = [
  paths.home.href(),
  paths.services.href(),
  ...serviceCards.map((service) => paths.service.href(service.id)),
  paths.about.href(),
  paths.blog.href(),
  ...postIndex.map((post) => paths.article.href(post.slug)),
  paths.education.href(),
  paths.businessExamples.href(),
  paths.pricing.href(),
  paths.roiCalculator.href(),
  paths.privacy.href(),
  paths.clearFrameworkTemplate.href(),
  paths.localSeoChecklist.href(),
  paths.contact.href(),
  paths.newsletterSubscribe.href(),
  paths.enquirySent.href(),
  paths.newsletterSent.href(),
  paths.auth.href(),
  paths.resetPassword.href(),
  paths.newsletterConfirm.href(),
  paths.newsletterUnsubscribe.href(),
  // Served for every unknown path: what the address asks for, its first script does (routes/not-found/).
  ...NOT_FOUND_PAGES.map((page) => page.path),
];

/**
 * Whether the page at `pathname` is rendered as a page of islands, whose
 * interactive parts each hydrate on their own, rather than as a whole app.
 * The root of such a page says so (./islands/root-attribute.ts), for the browser.
 */
export function isPageOfIslands(pathname: string): boolean {
  return pagesOfIslands.includes(pathname);
}
