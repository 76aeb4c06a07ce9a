import { describe, expect, it } from 'vitest';
import { contractTerms, siteFacts } from '@/content/site-facts';
import { prerenderedPages } from '../support/prerendered-pages';

const pages = prerenderedPages();

/** What each page says in answer to one question: the first group that matched, in every match. */
function statements(pattern: RegExp): Array<{ page: string; value: string }> {
  return pages.flatMap(({ page, text }) =>
    [...text.matchAll(pattern)].map((match) => ({ page, value: (match[1] ?? match[2])!.trim() })),
  );
}

describe('every prerendered page gives one answer to each question', () => {
  it.each<[string, RegExp, string]>([
    ['reply time', /reply (?:to every enquiry )?within (\d+ hours?)/gi, siteFacts.replyTime],
    ['opening hours', /(Monday to Friday,? 09:00.{1,3}17:00[^.;]*?\))/g, siteFacts.openingHours],
    [
      'SEO first signs',
      /first signs of progress typically appear at (\S+ months)/gi,
      siteFacts.seoFirstSigns,
    ],
    [
      'SEO significant results',
      /significant results (?:typically )?(?:at|by|arrive by) ([^,.]+?months)/gi,
      siteFacts.seoSignificantResults,
    ],
    [
      'SEO first signs, however worded',
      /first signs (?:of progress typically appear )?at (\S+ months)/gi,
      siteFacts.seoFirstSigns,
    ],
    [
      'content results',
      /content (?:work )?usually (?:shows results within|takes) ([^,.]+?)(?: to build traction|[,.])/gi,
      siteFacts.contentResults,
    ],
    ['contract terms', /(Retainers run month to month[^.]*)\./g, contractTerms],
    [
      'PPC minimum term',
      /minimum term of (\S+ months?)|PPC minimum (\S+ months?)/gi,
      siteFacts.ppcMinimumTerm,
    ],
    [
      'notice to cancel',
      /cancelled (?:at any time )?with (\S+ days'?) notice/gi,
      siteFacts.cancellationNotice,
    ],
  ])('%s', (_, pattern, fact) => {
    const found = statements(pattern);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(({ value }) => value !== fact)).toEqual([]);
  });

  it.each<[string, RegExp]>([
    ['a money-back promise against the refund policy', /money back/i],
    ['round-the-clock support from a team that works office hours', /24\/7/],
    ['hours in GMT all year', /\(GMT\)/],
    ['no contract, against the PPC minimum term', /no long (?:lock-in )?contracts/i],
    ['a vague minimum term', /ask for a few months/i],
    [
      'significant SEO results in other terms than the FAQs',
      /\d+–\d+ months for significant results|significant results typically take/i,
    ],
  ])('no page offers %s', (_, pattern) => {
    expect(pages.filter(({ text }) => pattern.test(text)).map(({ page }) => page)).toEqual([]);
  });

  it('the areas served are one list wherever they appear', () => {
    const home = pages.find(({ page }) => page === '/')!;
    const contact = pages.find(({ page }) => page === '/contact/')!;
    for (const area of siteFacts.areasServed) {
      expect(home.text).toContain(area);
      expect(contact.text).toContain(area);
    }
    for (const { html } of pages) {
      for (const match of html.matchAll(/"areaServed":(\[[^\]]*\])/g)) {
        const names = (JSON.parse(match[1]!) as Array<string | { name: string }>).map((area) =>
          typeof area === 'string' ? area : area.name,
        );
        expect(names).toEqual(siteFacts.areasServed);
      }
    }
  });
});
