import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { BUSINESS_TYPES, INDUSTRIES, PRODUCTS } from '@/content/types';
import { countHeading } from '@/features/case-studies/count-heading';
import {
  matchCaseStudies,
  NO_FILTERS,
  type CaseStudyFilters,
} from '@/features/case-studies/match-case-studies';
import { clientDir } from '../../src/tools/dist-dir';
import { loadHookModule } from '../support/hook-module';
import { startTestServer, type TestServer } from '../support/test-server';

// A filtered business-examples address is filtered by the server
// (pb_hooks/lib/case-study-page.js), from the page the build rendered, by a
// copy of the browser's matching rule. These hold the copy to the rule and
// the served page to what the live island shows.

interface CaseStudyPage {
  filteredCaseStudyPage(html: string, read: (key: string) => string | null): string | null;
  cleanFilterQuery(html: string, rawQuery: string): string | null;
}

const hook = loadHookModule<CaseStudyPage>('case-study-page.js');
const pagePath = resolve(clientDir, 'business-examples/index.html');

let built: string;
let server: TestServer;

beforeAll(async () => {
  if (!existsSync(pagePath))
    throw new Error('Build the site first (npm run build): these tests read dist/client.');
  built = readFileSync(pagePath, 'utf8');
  server = await startTestServer({ asStarted: 'shared' });
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

const decode = (text: string) =>
  text.replace(
    /&(amp|quot|#x27|lt|gt);/g,
    (_, name: string) => ({ amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' })[name]!,
  );

const titlesIn = (html: string) =>
  [...html.matchAll(/<li\b[^>]*data-facets[^>]*>[\s\S]*?<h3[^>]*>([^<]*)<\/h3>/g)].map((match) =>
    decode(match[1]!),
  );

const countIn = (html: string) =>
  decode(/<h2 id="case-study-count"[^>]*>([^<]*)<\/h2>/.exec(html)?.[1] ?? '');

const shownIn = (html: string, key: string) =>
  new RegExp(
    `<span[^>]*>([^<]*)</span>(?:(?!</button>|<span)[\\s\\S])*</button><input type="hidden" name="${key}" value="([^"]*)"`,
  )
    .exec(html)
    ?.slice(1)
    .map(decode);

function served(filters: Partial<CaseStudyFilters>): string | null {
  return hook.filteredCaseStudyPage(built, (key) => filters[key as keyof CaseStudyFilters] ?? null);
}

const expectedTitles = (filters: Partial<CaseStudyFilters>) =>
  matchCaseStudies(caseStudies, { ...NO_FILTERS, ...filters }).map((study) => study.title);

describe('a filtered business-examples address, as the server filters it', () => {
  const values = {
    type: [...BUSINESS_TYPES, 'saas', 'commerce', 'Local'],
    industry: [...INDUSTRIES, 'tech', 'FOOD', 'nothing like it'],
    product: [...PRODUCTS, 'hardware', 'Service'],
  };

  it('keeps exactly the examples the browser matches, for every value and pair of values', () => {
    const cases: Array<Partial<CaseStudyFilters>> = [];
    for (const type of values.type) {
      cases.push({ type });
      for (const industry of values.industry) cases.push({ type, industry });
    }
    for (const industry of values.industry) {
      cases.push({ industry });
      for (const product of values.product) cases.push({ industry, product });
    }
    for (const product of values.product) cases.push({ product });

    for (const filters of cases) {
      const page = served(filters)!;
      const titles = expectedTitles(filters);
      expect(titlesIn(page), JSON.stringify(filters)).toEqual(titles);
      expect(countIn(page), JSON.stringify(filters)).toBe(countHeading(titles.length));
    }
  });

  it('serves the page as built when no filter is on', () => {
    expect(served({})).toBeNull();
    expect(served({ type: 'All', industry: '', product: 'ALL' })).toBeNull();
    expect(titlesIn(built)).toHaveLength(15);
  });

  it('shows the applied values in the selects, a known value in its own case', () => {
    const page = served({ type: 'saas', industry: 'Technology' })!;
    expect(shownIn(page, 'type')).toEqual(['SaaS', 'SaaS']);
    expect(shownIn(page, 'industry')).toEqual(['Technology', 'Technology']);
    expect(shownIn(page, 'product')).toEqual(['All Products/Services', 'all']);
    // The label above each select is left as it is.
    expect(page).toContain('>Industry</span>');
  });

  it('shows the page’s own no-match message, with links that work without JavaScript', () => {
    const page = served({ type: 'Local Business', industry: 'Technology' })!;
    expect(countIn(page)).toBe('No Matching Examples Found');
    expect(titlesIn(page)).toEqual([]);
    const results = page.slice(page.indexOf('id="case-study-count"'), page.indexOf('<template'));
    expect(results).toContain('We couldn&#x27;t find exact matches for your criteria.');
    expect(results).toMatch(/<a [^>]*href="\/business-examples"[^>]*>Show All Examples<\/a>/);
    expect(results).toMatch(/<a [^>]*href="\/contact"[^>]*>Get Custom Analysis<\/a>/);
  });

  it('escapes a value it shows, and marks the island to render afresh', () => {
    const page = served({ industry: '"><script>alert(1)</script>' })!;
    expect(page.includes('<script>alert(1)')).toBe(false);
    expect(shownIn(page, 'industry')).toEqual(['"><script>alert(1)</script>', '"><script>alert(1)</script>']);
    expect(page).toContain('<div data-island="case-study-explorer" data-render-afresh=""');
    expect(built.includes('data-render-afresh=""')).toBe(false);
  });
});

describe('the address a filter is read at', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['industry=Retail', null],
    ['type=B2C&industry=Food+%26+Beverage', null],
    ['type=all&industry=all&product=all', ''],
    ['type=all&industry=Retail&product=all', 'industry=Retail'],
    ['industry=bogus', ''],
    ['type=Local+Business', ''],
    ['type=saas&industry=', 'type=SaaS'],
    ['industry=Retail&industry=Technology', 'industry=Retail'],
    ['utm_source=mail&type=all', 'utm_source=mail'],
    ['industry=%E0%A4%A', ''],
  ])('%j is read at %j', (query, clean) => {
    expect(hook.cleanFilterQuery(built, query)).toBe(clean);
  });
});

describe('the server', () => {
  it('answers a form sent without JavaScript by the clean address', async () => {
    const all = await fetch(`${server.url}/business-examples?type=all&industry=all&product=all`, {
      redirect: 'manual',
    });
    expect(all.status).toBe(302);
    expect(all.headers.get('location')).toBe('/business-examples');
    const one = await fetch(`${server.url}/business-examples?type=all&industry=bogus&product=Software`, {
      redirect: 'manual',
    });
    expect(one.status).toBe(302);
    expect(one.headers.get('location')).toBe('/business-examples?product=Software');
  });

  it('answers a filtered address with the filtered page under the page’s own policy', async () => {
    const response = await fetch(`${server.url}/business-examples?industry=Retail&product=Consumer+Goods`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    const page = await response.text();
    expect(titlesIn(page)).toEqual(expectedTitles({ industry: 'Retail', product: 'Consumer Goods' }));
  });

  it('answers the address with every filter off with the page as built, compressed', async () => {
    const response = await fetch(`${server.url}/business-examples?type=all`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(response.redirected).toBe(true);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(titlesIn(await response.text())).toHaveLength(15);
  });
});
