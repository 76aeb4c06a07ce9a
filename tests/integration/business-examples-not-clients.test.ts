import { describe, expect, it } from 'vitest';
import { caseStudies, NOT_OUR_CLIENTS } from '@/content/case-studies';
import { prerenderedPages } from '../support/prerendered-pages';

// The business examples describe well-known companies' public marketing. A reader, or an advertising
// regulator, must never be led to think they are the agency's own clients or work.

const pages = prerenderedPages();
const examplesPage = pages.find(({ page }) => page === '/business-examples/')!;
const companies = caseStudies.map(({ title }) => title.split(':')[0]!);
const decoded = (html = '') => html.replace(/&#x27;|&#39;/g, "'");
const CLAIMS_THEM = /\bour (?:clients?|case stud(?:y|ies)|client work|work)\b|\bwe (?:helped|worked with)\b/i;

describe('the business examples are not our clients', () => {
  it('says so beside the heading', () => {
    const lead = /<h1[^>]*>Business Examples<\/h1>\s*<p[^>]*>([^<]*)<\/p>/.exec(examplesPage.html)?.[1];
    expect(decoded(lead)).toContain(NOT_OUR_CLIENTS);
  });

  it('says so in the page description', () => {
    const description = /<meta name="description" content="([^"]+)"/.exec(examplesPage.html)?.[1];
    expect(decoded(description)).toContain(NOT_OUR_CLIENTS);
  });

  it('never calls the companies ours on any page', () => {
    const sentences = pages.flatMap(({ page, text }) =>
      text
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => companies.some((company) => sentence.includes(company)))
        .filter((sentence) => CLAIMS_THEM.test(sentence))
        .map((sentence) => `${page}: ${sentence}`),
    );
    expect(sentences).toEqual([]);
    expect(
      pages.filter(({ text }) => /\bour [^.]{0,40}case stud(?:y|ies)\b/i.test(text)).map(({ page }) => page),
    ).toEqual([]);
  });

  it('no link to them calls them case studies, which on an agency’s site reads as its own work', () => {
    const labels = pages.flatMap(({ page, html }) =>
      [...html.matchAll(/<a[^>]*href="\/business-examples[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].map(
        (match) => `${page}: ${match[1]!.replace(/<[^>]+>/g, '').trim()}`,
      ),
    );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => /case stud/i.test(label))).toEqual([]);
  });

  it('never calls them ours in the examples themselves', () => {
    const words = caseStudies.flatMap(({ title, description, results, strategy }) => [
      title,
      description,
      results,
      strategy,
    ]);
    expect(words.filter((text) => CLAIMS_THEM.test(text))).toEqual([]);
  });
});
