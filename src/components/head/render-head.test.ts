import { describe, expect, it } from 'vitest';
import { keywordsContent, renderHead } from './render-head';

describe('renderHead', () => {
  it('writes the title and description, escaped', () => {
    const head = renderHead({ title: 'Tom & Jerry <3', description: 'Say "hi"' });
    expect(head).toContain('<title>Tom &amp; Jerry &lt;3</title>');
    expect(head).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
  });

  it('writes the keywords of a page that has them (spec §2: home and services)', () => {
    const head = renderHead({
      title: 'SEO',
      description: 'Search',
      keywords: ['SEO Newcastle', 'local SEO', 'Tyne & Wear'],
    });
    expect(head).toContain('<meta name="keywords" content="SEO Newcastle, local SEO, Tyne &amp; Wear" />');
  });

  it.each<[string, readonly string[] | undefined]>([
    ['no keywords', undefined],
    ['an empty list', []],
  ])('writes no keywords tag for %s', (_, keywords) => {
    expect(renderHead({ title: 'About', description: 'Us', keywords })).not.toContain('name="keywords"');
  });
});

it('keeps an admin page out of search engines when it asks', () => {
  expect(renderHead({ title: 'Analytics', description: 'Admin', robots: 'noindex' })).toContain(
    '<meta name="robots" content="noindex" />',
  );
  expect(renderHead({ title: 'About', description: 'Us' })).not.toContain('name="robots"');
});

describe('keywordsContent', () => {
  it.each<[readonly string[] | undefined, string | undefined]>([
    [undefined, undefined],
    [[], undefined],
    [['one'], 'one'],
    [['one', 'two'], 'one, two'],
  ])('%j gives %j', (keywords, expected) => {
    expect(keywordsContent(keywords)).toBe(expected);
  });
});
