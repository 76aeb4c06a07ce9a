import { site } from '@/content/site';
import type { PageHead, StructuredDataBlock } from './head-context';
import { FEED_PATH, SHARE_IMAGE } from './head-constants';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The content of a page's keywords meta tag, or nothing when it has none. */
export function keywordsContent(keywords: readonly string[] = []): string | undefined {
  return keywords.length > 0 ? keywords.join(', ') : undefined;
}

/** Where the page lives and what it links to, known only when the build renders it. */
export interface HeadLinks {
  /** The site's public origin, e.g. "https://clearnorth.co.uk". */
  origin: string;
  /** The page's own path: its canonical URL. */
  pathname: string;
  /** The path of the page's 1200×630 sharing image. */
  image?: string;
  structuredData?: StructuredDataBlock[];
}

const URL_KEYS = new Set(['url', 'item', '@id', 'image', 'logo', 'mainEntityOfPage']);

/** Site paths in a JSON-LD block made absolute, as search engines require. */
export function absoluteUrls(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string')
    return URL_KEYS.has(key) && value.startsWith('/') && !value.startsWith('//') ? origin + value : value;
  if (Array.isArray(value)) return value.map((item) => absoluteUrls(item, origin, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteUrls(v, origin, k)]));
  return value;
}

/** JSON that cannot close its <script> element early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function sharingTags(head: PageHead, links: HeadLinks, url: string): string[] {
  const image = links.image ? links.origin + links.image : undefined;
  return [
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(image
      ? [
          meta('property', 'og:image', image),
          meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
          meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
          meta('property', 'og:image:alt', head.title),
        ]
      : []),
    // X reads the title, description and image from the Open Graph tags above when it has none of
    // its own: repeating them would only make every page longer.
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
  ];
}

/** The <head> tags for a server-rendered page. */
export function renderHead(head: PageHead, links?: HeadLinks): string {
  const keywords = keywordsContent(head.keywords);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(keywords ? [`<meta name="keywords" content="${escapeHtml(keywords)}" />`] : []),
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (links) {
    const url = links.origin + links.pathname;
    if (!head.noindex) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    tags.push(
      ...sharingTags(head, links, url),
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${site.name} Journal`)}" href="${FEED_PATH}" />`,
      ...(links.structuredData ?? []).map(
        (block) =>
          `<script type="application/ld+json">${scriptJson(absoluteUrls(block, links.origin))}</script>`,
      ),
    );
  }
  // No whitespace between tags: every page's first round trip carries it.
  return tags.join('');
}
