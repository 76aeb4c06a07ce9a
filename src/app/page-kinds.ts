import { NOT_FOUND_PAGES, prerenderPaths } from './prerender-paths';

/** Pages that are all content: served as they are, with islands for their interactive parts. */
const pagesOfIslands: readonly string[] = [
  ...prerenderPaths(),
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
