import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postIndex } from '@/content/post-index';
import { clientDir } from '../../src/tools/dist-dir';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let sitemapPaths: string[] = [];
/** The server's own origin (its PUBLIC_URL), put into the pages as they are served. */
let origin = '';
const xml = new XMLParser({ ignoreAttributes: false });

beforeAll(async () => {
  if (!existsSync(resolve(clientDir, 'index.html'))) {
    throw new Error('Build the site first (npm run build): these tests read dist/client.');
  }
  server = await startTestServer();
  origin = server.url;
  const sitemap = xml.parse(await (await get('/sitemap.xml')).text()) as {
    urlset: { url: Array<{ loc: string }> };
  };
  sitemapPaths = sitemap.urlset.url.map((url) => url.loc.slice(origin.length));
});

afterAll(async () => {
  await server?.stop();
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

type Block = Record<string, unknown>;

function structuredData(html: string): Block[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Block,
  );
}

const ofType = (blocks: Block[], type: string) => blocks.filter((block) => block['@type'] === type);

describe('the sitemap, robots.txt and the feed', () => {
  it('lists every public page and none of the account pages', () => {
    expect(sitemapPaths).toEqual(
      expect.arrayContaining(['/', '/services', '/services/seo', '/pricing', '/blog']),
    );
    expect(sitemapPaths).toEqual(expect.arrayContaining(postIndex.map((post) => `/blog/${post.slug}`)));
    expect(sitemapPaths).not.toContain('/auth');
    expect(sitemapPaths).not.toContain('/auth/reset-password');
    expect(sitemapPaths).not.toContain('/admin/analytics');
  });

  it('dates each article from its own front matter', async () => {
    const sitemap = xml.parse(await (await get('/sitemap.xml')).text()) as {
      urlset: { url: Array<{ loc: string; lastmod?: string }> };
    };
    for (const post of postIndex) {
      const entry = sitemap.urlset.url.find((url) => url.loc === `${origin}/blog/${post.slug}`);
      expect(entry?.lastmod).toBe(post.date);
    }
  });

  it.each([
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/blog/rss.xml', 'application/rss+xml; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ])('serves %s as %s', async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it('names the sitemap in robots.txt and keeps crawlers out of the API and dashboards', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/_\/$/m);
  });

  it('feeds every article of the Journal, newest first, with its summary', async () => {
    const feed = xml.parse(await (await get('/blog/rss.xml')).text()) as {
      rss: {
        channel: { item: Array<{ title: string; link: string; description: string; pubDate: string }> };
      };
    };
    const items = feed.rss.channel.item;
    expect(items.map((item) => item.link)).toEqual(postIndex.map((post) => `${origin}/blog/${post.slug}`));
    items.forEach((item, index) => {
      const post = postIndex[index];
      expect(item.description).toBe(post?.excerpt);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    });
  });

  it('links the feed from the Journal', async () => {
    const html = await (await get('/blog')).text();
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="Clear North Journal" href="\/blog\/rss.xml"\s*\/?>/,
    );
  });
});

describe('every page of the sitemap, read without JavaScript', () => {
  it('has a heading, a description, its canonical URL and sharing tags with a real image', async () => {
    expect(sitemapPaths.length).toBeGreaterThan(20);
    for (const path of sitemapPaths) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(attribute(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(origin + path);
      expect(attribute(html, /<meta property="og:url" content="([^"]+)"/), path).toBe(origin + path);
      expect(attribute(html, /<meta property="og:title" content="([^"]+)"/), path).toBeTruthy();
      expect(attribute(html, /<meta name="twitter:card" content="([^"]+)"/), path).toBe(
        'summary_large_image',
      );
      const image = attribute(html, /<meta property="og:image" content="([^"]+)"/);
      expect(image, path).toMatch(new RegExp(`^${origin}/og/.+\\.png$`));
      const picture = await get(new URL(image ?? '').pathname);
      expect(picture.status, `${path}: ${image}`).toBe(200);
      expect(picture.headers.get('content-type'), path).toBe('image/png');
      const bytes = new Uint8Array(await picture.arrayBuffer());
      // The PNG header's width and height: a 1200×630 card.
      const view = new DataView(bytes.buffer);
      expect([view.getUint32(16), view.getUint32(20)], path).toEqual([1200, 630]);
    }
  });

  it('gives every page with breadcrumbs a BreadcrumbList whose items link, but the last', async () => {
    for (const path of sitemapPaths.filter((p) => p !== '/')) {
      const lists = ofType(structuredData(await (await get(path)).text()), 'BreadcrumbList');
      expect(lists, path).toHaveLength(1);
      const items = lists[0]?.itemListElement as Array<{ position: number; name: string; item?: string }>;
      expect(items[0], path).toEqual({ '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` });
      items.slice(0, -1).forEach((item) => expect(item.item, path).toMatch(new RegExp(`^${origin}/`)));
      items.forEach((item, index) => expect(item.position).toBe(index + 1));
    }
  });

  it.each(['/', '/about', '/contact'])('describes the agency on %s', async (path) => {
    const [agency] = ofType(structuredData(await (await get(path)).text()), 'ProfessionalService');
    expect(agency).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Clear North',
      url: `${origin}/`,
      address: { '@type': 'PostalAddress', addressLocality: 'Newcastle upon Tyne', addressCountry: 'GB' },
      openingHoursSpecification: { dayOfWeek: expect.arrayContaining(['Monday', 'Friday']) as unknown },
    });
    expect((agency?.areaServed as unknown[]).length).toBeGreaterThan(0);
  });

  it.each(['/services/seo', '/pricing'])('has one FAQPage with answered questions on %s', async (path) => {
    const pages = ofType(structuredData(await (await get(path)).text()), 'FAQPage');
    expect(pages).toHaveLength(1);
    const questions = pages[0]?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.length).toBeGreaterThan(1);
    questions.forEach((question) => {
      expect(question.name).toBeTruthy();
      expect(question.acceptedAnswer.text).toBeTruthy();
    });
  });

  it('gives each service page its price as an offer in pounds', async () => {
    for (const path of sitemapPaths.filter((p) => p.startsWith('/services/'))) {
      const [service] = ofType(structuredData(await (await get(path)).text()), 'Service');
      expect(service, path).toMatchObject({ url: origin + path, provider: { name: 'Clear North' } });
      expect(service?.offers, path).toMatchObject({ '@type': 'Offer', priceCurrency: 'GBP' });
    }
  });

  it('gives the pricing page each package with its price', async () => {
    const [service] = ofType(structuredData(await (await get('/pricing')).text()), 'Service');
    const offers = (service?.hasOfferCatalog as { itemListElement: Array<{ name: string; price: number }> })
      .itemListElement;
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual([
      ['Clarity Starter', 999],
      ['Focus Growth', 2497],
      ['Scale Mastery', 4997],
    ]);
  });

  it('gives each article a BlogPosting with author, dates and image', async () => {
    for (const post of postIndex) {
      const path = `/blog/${post.slug}`;
      const [posting] = ofType(structuredData(await (await get(path)).text()), 'BlogPosting');
      expect(posting, path).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        author: { '@type': 'Person', name: post.author },
        mainEntityOfPage: origin + path,
        image: [`${origin}/og/blog-${post.slug}.png`],
      });
      expect(attribute(await (await get(path)).text(), /<meta property="og:type" content="([^"]+)"/)).toBe(
        'article',
      );
    }
  });
});

describe('pages kept out of search results', () => {
  it.each(['/auth', '/auth/reset-password', '/admin/analytics', '/no-such-page'])(
    '%s says noindex and has no canonical URL',
    async (path) => {
      const html = await (await get(path)).text();
      expect(html).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
      expect(html).not.toContain('rel="canonical"');
    },
  );
});
