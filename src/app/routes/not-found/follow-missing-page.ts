import { replaceWithToast } from '@/components/ui/toast/replace-with-toast';
import { paths } from '@/lib/paths';
import { MISSING_ATTRIBUTE, type Missing } from './missing-page';

/** An unknown slug shows 'Article not found' after 300 ms and goes to /blog. */
const NOT_FOUND_REDIRECT_MS = 300;

/** The service id in the address, as typed: /services/<id>. */
const serviceIdIn = (pathname: string) => pathname.split('/').filter(Boolean)[1] ?? '';

const follow: Record<Missing, (pathname: string) => void> = {
  page: (pathname) => console.error('404 Error: User attempted to access non-existent route:', pathname),
  article: () =>
    window.setTimeout(
      () =>
        replaceWithToast(paths.blog.href(), {
          title: 'Article not found',
          description: 'It may have moved. Here are all our articles.',
          variant: 'destructive',
        }),
      NOT_FOUND_REDIRECT_MS,
    ),
  // A mistyped service id (`web-funnels`) goes on to the service it meant; the page's markup cannot know it.
  service: (pathname) =>
    void import('@/content/nearest-service').then(({ nearestService }) => {
      const meant = nearestService(serviceIdIn(pathname));
      if (meant) window.location.replace(paths.service.href(meant));
    }),
};

/**
 * On a not-found page (./missing-page.ts), does what its address asks for:
 * logs a missing page's path, sends the visitor from an unknown article to
 * the Journal, and from a mistyped service to the service it meant.
 */
export function followMissingPage(): void {
  const missing = document.querySelector(`[${MISSING_ATTRIBUTE}]`)?.getAttribute(MISSING_ATTRIBUTE);
  if (missing === 'page' || missing === 'article' || missing === 'service')
    follow[missing](window.location.pathname);
}
