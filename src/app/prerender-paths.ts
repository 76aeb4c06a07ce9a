import { postIndex } from '@/content/post-index';
import { serviceCards } from '@/content/service-cards';
import { paths } from '@/lib/paths';

/** Every public page the build renders to HTML (and the sitemap lists). */
export function prerenderPaths(): string[] {
  return [
    paths.home.href(),
    paths.services.href(),
    ...serviceCards.map((service) => paths.service.href(service.id)),
    paths.about.href(),
    paths.education.href(),
    paths.blog.href(),
    ...postIndex.map((post) => paths.article.href(post.slug)),
    paths.businessExamples.href(),
    paths.pricing.href(),
    paths.contact.href(),
    paths.enquirySent.href(),
    paths.privacy.href(),
    paths.auth.href(),
    paths.resetPassword.href(),
    paths.clearFrameworkTemplate.href(),
    paths.localSeoChecklist.href(),
    paths.roiCalculator.href(),
    paths.newsletterConfirm.href(),
    paths.newsletterSubscribe.href(),
    paths.newsletterSent.href(),
    paths.newsletterUnsubscribe.href(),
  ];
}

/**
 * The admin's pages: rendered to HTML so they load like any page, but marked
 * noindex and kept out of the public list (and so of the sitemap). The HTML
 * holds no data; the page asks the API with the admin's session.
 */
export function privatePaths(): string[] {
  return [paths.adminEnquiries.href(), paths.adminSubscribers.href(), paths.adminAnalytics.href()];
}

/**
 * Not-found pages, each served with status 404 for unknown paths under its
 * folder (see pb_hooks/lib/site-files.js). Unknown articles and services
 * render their route's own not-found state, so the browser hydrates the same
 * page the server sent and can then redirect.
 */
export const NOT_FOUND_PAGES: Array<{ file: string; path: string }> = [
  { file: '404.html', path: '/__not-found__' },
  { file: 'blog/404.html', path: '/blog/__not-found__' },
  { file: 'services/404.html', path: '/services/__not-found__' },
];
