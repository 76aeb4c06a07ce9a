import type { PostSummary } from '../content/post-types.ts';
import { site } from '../content/site.ts';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface SitemapPage {
  path: string;
  /** yyyy-mm-dd, where the content carries its own date. */
  lastModified?: string;
}

/** sitemap.xml (sitemaps.org 0.9) for the given public pages. */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const urls = pages.map((page) =>
    [
      '  <url>',
      `    <loc>${escapeXml(origin + page.path)}</loc>`,
      ...(page.lastModified ? [`    <lastmod>${page.lastModified}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; the API, dashboards and accounts may not. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_/',
    'Disallow: /admin/',
    'Disallow: /auth',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** RFC 822 dates, as RSS 2.0 requires; articles are dated by day, published at noon UK time. */
function rfc822(date: string): string {
  return new Date(`${date}T12:00:00Z`).toUTCString();
}

/** The Journal as an RSS 2.0 feed, newest first, each item with its summary. */
export function rssFeed(origin: string, feedPath: string, posts: PostSummary[]): string {
  const items = posts.map((post) => {
    const url = `${origin}/blog/${post.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(`${site.name} Journal`)}</title>`,
    `    <link>${escapeXml(`${origin}/blog`)}</link>`,
    `    <description>${escapeXml(`Articles on clear, honest marketing from ${site.name}, ${site.locality}.`)}</description>`,
    '    <language>en-gb</language>',
    ...(posts[0] ? [`    <lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(origin + feedPath)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
