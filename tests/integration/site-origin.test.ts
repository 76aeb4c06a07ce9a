import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_FILES, ORIGIN_PLACEHOLDER } from '@/definitions/site-origin';
import { clientDir } from '../../src/tools/dist-dir';
import { siteForOrigin } from '../../src/tools/origin-site';
import { AS_STARTED_ORIGIN, startTestServer, type TestServer } from '../support/test-server';

/**
 * One build, served at several origins at once: each server's pages carry
 * its own origin in every absolute URL, whichever started last. The build
 * itself holds none (src/definitions/site-origin.ts).
 */

interface Served {
  server: TestServer;
  origin: string;
}

const servers: Served[] = [];

beforeAll(async () => {
  if (!existsSync(resolve(clientDir, 'index.html'))) {
    throw new Error('Build the site first (npm run build): these tests read dist/client.');
  }
}, 10_000);

afterAll(async () => {
  await Promise.all(servers.map(({ server }) => server.stop()));
});

const get = (origin: Served, path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin.server.url}${path}`, { headers });

function structuredData(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as unknown,
  );
}

async function expectOwnOrigin(served: Served, others: Served[]): Promise<void> {
  const { origin } = served;

  const about = await (await get(served, '/about')).text();
  expect(/<link rel="canonical" href="([^"]+)"/.exec(about)?.[1]).toBe(`${origin}/about`);
  expect(/<meta property="og:url" content="([^"]+)"/.exec(about)?.[1]).toBe(`${origin}/about`);
  expect(/<meta property="og:image" content="([^"]+)"/.exec(about)?.[1]?.startsWith(`${origin}/og/`)).toBe(
    true,
  );

  const home = await (await get(served, '/')).text();
  const blocks = JSON.stringify(structuredData(home));
  expect(blocks).toContain(`"url":"${origin}/"`);

  const sitemap = await (await get(served, '/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations.length).toBeGreaterThan(10);
  expect(locations.filter((url) => !url?.startsWith(`${origin}/`))).toEqual([]);

  expect(await (await get(served, '/robots.txt')).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const feed = await (await get(served, '/blog/rss.xml')).text();
  expect(feed).toContain(`<link>${origin}/blog</link>`);

  // Every absolute URL of the site's own is this origin's: none is left as built, none is another server's.
  for (const text of [about, home, blocks, sitemap, feed]) {
    expect(text).not.toContain(ORIGIN_PLACEHOLDER);
    for (const other of others) expect(text).not.toContain(`${other.origin}/`);
  }
}

describe('one build served at two origins, the origin put in as each page is sent', () => {
  beforeAll(async () => {
    // Two servers of the one build in dist/client, on two ports, each with its own PUBLIC_URL.
    for (let count = 0; count < 2; count++) {
      const server = await startTestServer();
      servers.push({ server, origin: server.url });
    }
  }, 60_000);

  it("gives each server's canonical URLs, sharing tags, structured data, sitemap, robots.txt and feed its own origin", async () => {
    const [first, second] = servers.slice(0, 2) as [Served, Served];
    await expectOwnOrigin(first, [second]);
    await expectOwnOrigin(second, [first]);
  });

  it("sends a page's length as it goes out, the origin in it", async () => {
    const [first] = servers as [Served];
    const response = await get(first, '/about', { 'Accept-Encoding': 'br' });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('puts the origin into the not-found page and the filtered business examples too', async () => {
    const [first] = servers as [Served];
    const missing = await get(first, '/no-such-page');
    expect(missing.status).toBe(404);
    const notFound = await missing.text();
    expect(notFound).not.toContain(ORIGIN_PLACEHOLDER);
    expect(notFound).toContain(first.origin);
    const filtered = await (await get(first, '/business-examples?industry=retail')).text();
    expect(filtered).not.toContain(ORIGIN_PLACEHOLDER);
  });
});

describe('copies of one build made for two origins, as `npm start` serves them', () => {
  const origins = [AS_STARTED_ORIGIN, 'http://127.0.0.1:8192'];
  const copies: Served[] = [];

  beforeAll(async () => {
    // Made once for each origin of this build, then reused.
    for (const origin of origins) {
      const publicDir = await siteForOrigin(clientDir, origin);
      const server = await startTestServer({ publicDir, env: { PUBLIC_URL: origin } });
      servers.push({ server, origin });
      copies.push({ server, origin });
    }
  }, 240_000);

  it("gives each server's pages its own origin", async () => {
    const [one, two] = copies as [Served, Served];
    await expectOwnOrigin(one, [two]);
    await expectOwnOrigin(two, [one]);
  });

  it('sends the Brotli copy made with the origin in it, its length known', async () => {
    const [one] = copies as [Served];
    const response = await get(one, '/about', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    const copy = readFileSync(resolve(await siteForOrigin(clientDir, one.origin), 'about/index.html.br'));
    expect(response.headers.get('content-length')).toBe(String(copy.length));
    expect(await response.text()).toContain(`<link rel="canonical" href="${one.origin}/about"`);
  });

  it('leaves the build itself as it was, for the next origin', () => {
    expect(readFileSync(resolve(clientDir, 'about/index.html'), 'utf8')).toContain(
      `<link rel="canonical" href="${ORIGIN_PLACEHOLDER}/about"`,
    );
    expect(JSON.parse(readFileSync(resolve(clientDir, ORIGIN_FILES), 'utf8'))).toContain('about/index.html');
  });

  it("revises the worker's precache to the pages as this origin serves them", async () => {
    const [one] = copies as [Served];
    const page = Buffer.from(await (await get(one, '/')).arrayBuffer());
    const worker = await (await get(one, '/sw.js')).text();
    const revision = createHash('md5').update(page).digest('hex');
    expect(worker).toContain(`"revision":"${revision}","url":"index.html"`);
  });
});
