import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { serviceCards } from '@/content/service-cards';
import { prerenderedPages } from '../support/prerendered-pages';

const pages = prerenderedPages();

/** Lines of the site's and the server's source that are not comments, where a pattern matches. */
function visibleStringsWith(pattern: RegExp): string[] {
  const sources = [
    ...readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test(?:-helpers)?\.tsx?$/.test(file))
      .map((file) => join('src', file)),
    ...readdirSync('pb_hooks/lib')
      .filter((file) => file.endsWith('.js'))
      .map((file) => join('pb_hooks/lib', file)),
  ];
  return sources.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line) && pattern.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );
}

/** Where a pattern matches in the visitor's text of every page, with a little context. */
function found(pattern: RegExp, allowed: (match: string, around: string) => boolean = () => false) {
  return pages.flatMap(({ page, text }) =>
    [...text.matchAll(pattern)]
      .map((match) => ({
        match: match[0],
        around: text.slice(Math.max(0, match.index - 30), match.index + 40),
      }))
      .filter(({ match, around }) => !allowed(match, around))
      .map(({ around }) => `${page}: …${around}…`),
  );
}

const AMERICAN =
  /\b(?:optimiz\w*|organiz\w*|speciali[z]\w*|analyz\w*|prioritiz\w*|customiz\w*|maximiz\w*|minimiz\w*|realiz\w*|recogniz\w*|utiliz\w*|personaliz\w*|emphasiz\w*|summariz\w*|standardiz\w*|categoriz\w*|visualiz\w*|finaliz\w*|monetiz\w*|colors?|behaviors?|favorites?|centers?|centered|catalogs?|SMBs?)\b/gi;

/** Works cited under their own title keep their own spelling. */
const CITED_TITLES = ['Minimize Cognitive Load to Maximize Usability'];

/** Headings that are names: services, the site's fixed labels, the tools and the companies' own words. */
const NAMED_HEADINGS = new Set([
  'Comprehensive Service Offering',
  'Explore Related Services',
  'Frequently Asked Questions',
  'Get In Touch',
  'Proven Track Record',
  'Refine Your Search',
  "What You'll Receive",
  ...serviceCards.map(({ title }) => title),
  'CLEAR Framework Template',
  'Marketing ROI Calculator',
  'Google Analytics 4',
  'Google Search Console',
  ...caseStudies.filter(({ title }) => title.includes('"')).map(({ title }) => title),
]);

/** Words that keep their capital inside a sentence-case heading. */
const PROPER_NOUNS = new Set(
  'Clear North East Newcastle Gateshead Sunderland Durham Nielsen Norman Group Google Business Profile Apple Samsung KonMari CLEAR Dieter Rams'.split(
    ' ',
  ),
);

describe('every prerendered page keeps the house style', () => {
  it('spells the British way, except in the titles of works it cites', () => {
    expect(
      found(AMERICAN, (_, around) => CITED_TITLES.some((title) => around.includes(title.slice(0, 12)))),
    ).toEqual([]);
  });

  it('writes ranges of numbers and prices with an en dash', () => {
    expect(
      found(/£?\d[\d,.]*%? ?- ?£?\d[\d,.]*(?:%| ?(?:weeks|months|years|days|hours|minutes)\b)/g),
    ).toEqual([]);
    expect(found(/£\d[\d,]* - £\d/g)).toEqual([]);
  });

  it('writes "email", never "e-mail"', () => {
    expect(found(/\be-mails?\b/gi)).toEqual([]);
  });

  it('writes "email" in the words its islands, server answers and mails show, too', () => {
    expect(visibleStringsWith(/\be-mails?\b/i)).toEqual([]);
  });

  it('uses one kind of apostrophe', () => {
    expect(found(/\w[’‘]\w?/g)).toEqual([]);
  });

  it('calls a minimum that is ad spend "minimum ad spend"', () => {
    expect(found(/minimum £/g)).toEqual([]);
  });

  it('writes headings in sentence case, apart from the spec’s fixed labels and names', () => {
    const titleCase = pages.flatMap(({ page, html }) =>
      [...html.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1>/g)]
        .map((match) =>
          match[2]!
            .replace(/<[^>]+>/g, '')
            .replace(/&#x27;|&#39;/g, "'")
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&')
            .trim()
            // A numbered step's number is not a word of its heading.
            .replace(/^\d+\.\s+/, ''),
        )
        .filter((heading) => {
          if (NAMED_HEADINGS.has(heading)) return false;
          // The fixed labels 'Why Choose Our {service}?' and 'Found {n} Examples' take a name or a number.
          if (/^Why Choose Our .+\?$|^Found \d+ Examples?$/.test(heading)) return false;
          const later = heading.split(/\s+/).slice(1);
          const capitalised = later.filter(
            (word) => /^[A-Z][a-z]/.test(word) && !PROPER_NOUNS.has(word.replace(/\W+$/, '')),
          ).length;
          return later.length >= 2 && capitalised / later.length > 0.5;
        })
        .map((heading) => `${page}: ${heading}`),
    );
    expect(titleCase).toEqual([]);
  });
});
