import { postIndex } from '@/content/post-index';
import { serviceCards } from '@/content/service-cards';
import { paths } from '@/lib/paths';
import { ROUTES, type Audience } from './route-table';

type RouteName = keyof typeof ROUTES;

/** The routes with a page per item of content: each service and each article. */
const EACH: Partial<Record<RouteName, () => string[]>> = {
  service: () => serviceCards.map((service) => paths.service.href(service.id)),
  article: () => postIndex.map((post) => paths.article.href(post.slug)),
};

function pagesFor(audience: Audience): string[] {
  return (
    (Object.keys(ROUTES) as RouteName[])
      .filter((name) => ROUTES[name].audience === audience)
      // A route with no entry in EACH has no parameter to fill in.
      .flatMap((name) => EACH[name]?.() ?? [(paths[name].href as () => string)()])
  );
}

/** Every public page the build renders to HTML, serves as a page of islands and lists in the sitemap. */
export function prerenderPaths(): string[] {
  return pagesFor('public');
}

/**
 * The admin's pages: rendered to HTML so they load like any page, but marked
 * noindex and kept out of the public list (and so of the sitemap). The HTML
 * holds no data; the page asks the API with the admin's session.
 */
export function privatePaths(): string[] {
  return pagesFor('admin');
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
