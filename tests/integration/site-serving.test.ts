import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { about } from '@/content/about';
import { expertiseKeywords, hero } from '@/content/home';
import { pricingIntro } from '@/content/pricing';
import { serviceCards } from '@/content/service-cards';
import { details as brandingDetails } from '@/content/services/branding';
import { details as seoDetails } from '@/content/services/seo';
import { clientDir } from '../../src/tools/dist-dir';
import { siteForOrigin } from '../../src/tools/origin-site';
import { articleRoutes } from '../support/article-routes';
import { AS_STARTED_ORIGIN, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
/** The site as `npm start` serves it: a copy of the build for one origin, compressed (src/tools/origin-site.ts). */
let siteDir: string;

beforeAll(async () => {
  if (!existsSync(resolve(clientDir, 'index.html'))) {
    throw new Error('Build the site first (npm run build): these tests read dist/client.');
  }
  siteDir = await siteForOrigin(clientDir, AS_STARTED_ORIGIN);
  server = await startTestServer({ asStarted: 'shared' });
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

/** Every byte a browser receives for a page in Brotli: status line, headers and body as sent. */
function bytesOnTheWire(path: string): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolvePromise, reject) => {
    let bytes = 0;
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nAccept-Encoding: gzip, deflate, br\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
    socket.on('end', () => resolvePromise(bytes));
    socket.on('error', reject);
  });
}

/** Every route of the site and the heading a reader without JavaScript sees. */
const routes: Array<[path: string, heading: string]> = [
  ['/', hero.headline],
  ['/services', 'Services'],
  ...serviceCards.map((card): [string, string] => [`/services/${card.id}`, card.title]),
  ['/about', about.headline],
  ['/education', 'Education Hub'],
  ['/blog', 'Journal'],
  ...articleRoutes.map((article): [string, string] => [`/blog/${article.slug}`, article.title]),
  ['/business-examples', 'Business Examples'],
  ['/pricing', pricingIntro.heading],
  ['/contact', 'Get in touch.'],
  ['/auth', 'Welcome'],
  ['/auth/reset-password', 'Reset your password'],
];

/** The text of HTML as a reader sees it: tags dropped, React's entities decoded. */
function textOf(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name]!);
}

describe('prerendered pages', () => {
  it('every Journal article is among the routes checked', () => {
    const slugs = readdirSync(resolve('src/content/posts'))
      .filter((file) => file.endsWith('.md'))
      .map((file) => file.replace(/\.md$/, ''));
    expect(articleRoutes.map((article) => article.slug).sort()).toEqual(slugs.sort());
  });

  it.each(routes)('%s answers 200 with its heading in the HTML', async (path, heading) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    expect(h1 && textOf(h1)).toBe(heading);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it.each([
    ['/', expertiseKeywords],
    ['/services/seo', seoDetails.keywords],
    ['/services/branding', brandingDetails.keywords],
  ])('%s carries its keywords in the head', async (path, keywords) => {
    const html = await (await get(path)).text();
    const content = /<meta name="keywords" content="([^"]*)"/.exec(html)?.[1];
    expect(content && textOf(content)).toBe(keywords.join(', '));
  });

  it.each(['/about', '/blog', '/contact'])(
    '%s, without keywords of its own, has no keywords tag',
    async (path) => {
      expect(await (await get(path)).text()).not.toContain('name="keywords"');
    },
  );

  it('an article is written with its breadcrumbs', async () => {
    const [article] = articleRoutes;
    const html = await (await get(`/blog/${article!.slug}`)).text();
    const trail = /<nav aria-label="Breadcrumb">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(trail).toContain('href="/blog"');
    expect(textOf(trail)).toContain(article!.title);
  });

  it("the home page's hero illustration comes with the page, so its first paint waits for no request", async () => {
    const html = await (await get('/')).text();
    const hero = /<img[^>]*fetchpriority="high"[^>]*>/.exec(html)?.[0] ?? '';
    expect(hero).toMatch(/ src="data:image\/svg\+xml,[^"]*%3csvg/);
    expect(hero).toMatch(/ alt="[^"]+"/);
    expect(html).not.toMatch(/<link rel="preload" as="image"/);
  });

  it('pages revalidate; hashed assets are cached for a year', async () => {
    const page = await get('/about');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await get(script!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
  ])('a page asked for with Accept-Encoding "%s" goes out as %s, whole', async (accepted, encoding) => {
    const response = await fetch(`${server.url}/about`, { headers: { 'Accept-Encoding': accepted } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(await response.text()).toBe(readFileSync(resolve(siteDir, 'about/index.html'), 'utf8'));
  });

  it('a compressed page goes out with its length, not in chunks, and a range of it still answers', async () => {
    const response = await fetch(`${server.url}/about`, { headers: { 'Accept-Encoding': 'br' } });
    const copy = readFileSync(resolve(siteDir, 'about/index.html.br'));
    expect(response.headers.get('content-length')).toBe(String(copy.length));
    expect(response.headers.get('transfer-encoding')).toBeNull();
    await response.arrayBuffer();

    const range = await fetch(`${server.url}/about`, {
      headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-9' },
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-length')).toBe('10');
    expect(range.headers.get('content-range')).toBe(`bytes 0-9/${copy.length}`);
  });

  it('scripts, the manifest and the feed go out in brotli with their own types', async () => {
    const html = await (await get('/about')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    for (const [path, type] of [
      [script!, 'text/javascript; charset=utf-8'],
      ['/manifest.webmanifest', 'application/manifest+json'],
      ['/blog/rss.xml', 'application/rss+xml; charset=utf-8'],
    ]) {
      const response = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.headers.get('content-encoding'), path).toBe('br');
      expect(response.headers.get('content-type'), path).toBe(type);
      expect(await response.text(), path).toBe(readFileSync(resolve(siteDir, path!.slice(1)), 'utf8'));
    }
  });

  it.each(routes.map(([path]) => path))(
    "%s, headers included, fits in a new connection's first round trip",
    async (path) => {
      // Ten packets of 1,460 bytes: past them the page waits one more round trip before it can paint.
      expect(await bytesOnTheWire(path)).toBeLessThanOrEqual(14_600);
    },
  );
});

describe('URLs that are not pages', () => {
  it('a trailing slash redirects to the canonical URL, keeping the query', async () => {
    const response = await get('/contact/?waitlist=true');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/contact?waitlist=true');
  });

  it('an unknown page answers 404 with the not-found page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
  });

  it('the not-found page is compressed too', async () => {
    const response = await fetch(`${server.url}/no-such-page`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('an unknown article answers 404 with the article-not-found page', async () => {
    const response = await get('/blog/no-such-article');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Article not found');
  });

  it('an unknown service answers 404 with the service-not-found page', async () => {
    const response = await get('/services/no-such-service');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Service not found');
  });

  it('a missing asset is a plain 404, never the HTML of a page', async () => {
    const response = await get('/assets/index-missing.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('text/html');
  });

  it.each([
    ['/services/seo-services', '/services/seo'],
    ['/services/local-seo', '/services/seo'],
    ['/services/website-optimization', '/services/web-funnel'],
    ['/services/digital-advertising', '/services/ppc-advertising'],
    ['/services/marketing-strategy', '/services/strategy-consulting'],
    ['/services/minimalist-marketing', '/services/branding'],
    ['/services/%7Bproduct%7D', '/services/branding'],
  ])('the retired %s redirects permanently to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('a path climbing out of the site is refused', async () => {
    const response = await get('/assets/..%2F..%2Fpackage.json');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('"name"');
  });

  it('the API and dashboard are still served by PocketBase', async () => {
    expect((await get('/api/health')).status).toBe(200);
    expect((await get('/_/')).status).toBe(200);
  });
});

describe('links', () => {
  it('no link on any page leads to a redirect or a 404', async () => {
    const pages = ['/', ...routes.map(([path]) => path)];
    const targets = new Set<string>();
    for (const path of pages) {
      const html = await (await get(path)).text();
      for (const [, href] of html.matchAll(/href="(\/[^"#]*)/g)) targets.add(href!.replace(/&amp;/g, '&'));
    }
    const broken: string[] = [];
    for (const target of targets) {
      const response = await get(target);
      if (response.status !== 200) broken.push(`${target} → ${response.status}`);
    }
    expect(broken).toEqual([]);
    expect(targets.size).toBeGreaterThan(10);
  });
});

describe('a build changed after it was compressed', () => {
  let copy: string;
  let changed: TestServer;

  beforeAll(async () => {
    copy = await mkdtemp(join(tmpdir(), 'clear-north-changed-build-'));
    await cp(siteDir, copy, { recursive: true });
    const page = join(copy, 'about', 'index.html');
    await writeFile(
      page,
      (await readFile(page, 'utf8')).replace('</body>', '<p>Changed after the build</p></body>'),
    );
    const later = new Date(Date.now() + 60_000);
    await utimes(page, later, later);
    changed = await startTestServer({ publicDir: copy });
  });

  afterAll(async () => {
    await changed?.stop();
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it('sends the changed file whole rather than its stale compressed copies', async () => {
    const response = await fetch(`${changed.url}/about`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('Changed after the build');
  });

  it('still sends the compressed copies of the files that did not change', async () => {
    const response = await fetch(`${changed.url}/pricing`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
  });
});
