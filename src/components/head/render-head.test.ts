import { describe, expect, it } from 'vitest';
import { absoluteUrls, keywordsContent, renderHead } from './render-head';

describe('renderHead', () => {
  it('writes the title and description, escaped', () => {
    const head = renderHead({ title: 'Tom & Jerry <3', description: 'Say "hi"' });
    expect(head).toContain('<title>Tom &amp; Jerry &lt;3</title>');
    expect(head).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
  });

  it('writes the keywords of a page that has them (the home and service pages)', () => {
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

  it('keeps a noindex page out of search engines, and only that page', () => {
    expect(renderHead({ title: 'Enquiries', description: 'Inbox', noindex: true })).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect(renderHead({ title: 'About', description: 'Us' })).not.toContain('name="robots"');
  });
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

describe('renderHead with the page’s links', () => {
  const links = {
    origin: 'https://clearnorth.example',
    pathname: '/services/seo',
    image: '/og/services-seo.png',
  };

  it('writes the canonical URL, the sharing tags and the feed link', () => {
    const head = renderHead({ title: 'SEO', description: 'Search' }, links);
    expect(head).toContain('<link rel="canonical" href="https://clearnorth.example/services/seo" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://clearnorth.example/og/services-seo.png" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('href="/blog/rss.xml"');
  });

  it('keeps a noindex page out of search results and names no canonical URL', () => {
    const head = renderHead({ title: 'Sign in', description: 'Account', noindex: true }, links);
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('canonical');
  });

  it('writes JSON-LD that cannot end its script early, with site paths made absolute', () => {
    const head = renderHead(
      { title: 'FAQ', description: 'Questions' },
      { ...links, structuredData: [{ '@type': 'Thing', url: '/about', name: '</script><b>' }] },
    );
    expect(head).toContain(
      '<script type="application/ld+json">{"@type":"Thing","url":"https://clearnorth.example/about","name":"\\u003c/script>\\u003cb>"}</script>',
    );
  });
});

describe('absoluteUrls', () => {
  it('makes site paths absolute under URL keys only, at any depth', () => {
    expect(
      absoluteUrls(
        {
          url: '/a',
          name: '/not-a-url',
          nested: [{ item: '/b' }],
          image: ['/c.png'],
          logo: '//cdn.example/x',
        },
        'https://x.example',
      ),
    ).toEqual({
      url: 'https://x.example/a',
      name: '/not-a-url',
      nested: [{ item: 'https://x.example/b' }],
      image: ['https://x.example/c.png'],
      logo: '//cdn.example/x',
    });
  });
});
