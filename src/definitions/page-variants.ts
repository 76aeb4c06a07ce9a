/**
 * Pages that read differently for one value in their address, which a
 * browser without JavaScript cannot apply to the page itself: the build
 * renders each as that address reads into a file of its own
 * (src/tools/prerender-plugin.ts), and the server sends that file for the
 * page's address when the query holds the value (pb_hooks/lib/site-files.js).
 */
export const PAGE_VARIANTS = [
  /** The contact page in waitlist mode (/contact?waitlist=true), its form a place on the waitlist. */
  { page: 'contact/index.html', param: 'waitlist', value: 'true', file: 'contact/waitlist.html' },
] as const;

export type PageVariant = (typeof PAGE_VARIANTS)[number];

/** The address the build renders a variant from: its page's path with the variant's query. */
export function variantAddress(variant: PageVariant): string {
  return `/${variant.page.replace(/\/?index\.html$/, '')}?${variant.param}=${variant.value}`;
}
