import { describe, expect, it } from 'vitest';
import { claims } from '@/content/facts';
import { findUnsourcedClaims } from '../../src/tools/unsourced-claims';
import { prerenderedPages } from '../support/prerendered-pages';

// Every figure about the agency's own record on a page is a site fact the agency supplied with its
// source (src/content/business-facts.ts) or a claim listed with its source; an article's figures
// carry their sources in the article. The repository ships no such fact, so no page states one.

const pages = prerenderedPages();
const isArticle = (page: string) => /^\/blog\/[^/]+\/$/.test(page);

/** The numbers of the agency's record a page states, wherever they are worded. */
const RECORD_FIGURES: ReadonlyArray<[what: string, pattern: RegExp, claim: keyof typeof claims]> = [
  ['businesses helped', /helped (?:over )?(\d[\d,]*\+?)/gi, 'businessesHelped'],
  ['businesses served', /(\d[\d,]*\+?)\s+Businesses (?:served|helped)/gi, 'businessesHelped'],
  [
    'a count of clients',
    /(\d[\d,]*\+)\s+(?:small and medium\s+)?(?:businesses|clients|customers)/gi,
    'businessesHelped',
  ],
  ['industries served', /across (\d+) industries/gi, 'industriesServed'],
];

describe('the figures of the agency’s record on every page', () => {
  it.each(RECORD_FIGURES)('%s: only the supplied, sourced figure', (_, pattern, name) => {
    const found = pages
      .filter(({ page }) => !isArticle(page))
      .flatMap(({ page, text }) => [...text.matchAll(pattern)].map((match) => ({ page, value: match[1] })));
    const claim = claims[name];
    expect(found.filter(({ value }) => value !== claim?.value)).toEqual([]);
  });

  it('no page claims a record it gives no figures for', () => {
    const claimed = pages.filter(({ text }) => /\bproven (?:results|track record)\b/i.test(text));
    expect(claimed.map(({ page }) => page)).toEqual([]);
  });

  it("a package is 'Most Popular' only when the agency says which, with its source", () => {
    const pricing = pages.find(({ page }) => page === '/pricing/')!;
    const badge = /Most Popular/.test(pricing.text);
    expect(badge).toBe(Boolean(claims.mostPopularPackage));
  });

  it('every claim of results, ratings or audience on any page, articles included, has a source', () => {
    const files = Object.fromEntries(pages.map(({ page, html }) => [page, html]));
    expect(findUnsourcedClaims(files)).toEqual([]);
  });

  it('the about page gives no count of businesses helped until it is supplied', () => {
    const about = pages.find(({ page }) => page === '/about/')!;
    expect(about.text.includes('Businesses helped')).toBe(Boolean(claims.businessesHelped));
  });
});
