/** Open Graph's large image: what social sites crop their link previews to. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The Journal's RSS feed, linked from every page's head. */
export const FEED_PATH = '/blog/rss.xml';

/** Where the build writes a page's sharing image: "/" → /og/home.png, "/services/seo" → /og/services-seo.png. */
export function shareImagePath(pathname: string): string {
  return `/og/${pathname === '/' ? 'home' : pathname.slice(1).replace(/\//g, '-')}.png`;
}
