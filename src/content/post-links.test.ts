import { describe, expect, it } from 'vitest';
import { isSafeHref, isSitePath } from './post-links';

describe('isSafeHref', () => {
  it.each([
    ['/blog/clear-framework-guide', true],
    ['/contact?service=seo', true],
    ['#section', true],
    ['https://example.com/page', true],
    ['HTTP://example.com', true],
    ['mailto:hello@clearnorth.co.uk', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['//evil.example/path', false],
    ['/\\evil.example', false],
    ['https:evil.example', false],
    ['https://', false],
    ['ftp://example.com', false],
    ['relative/path', false],
    ['', false],
  ])('%j → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});

describe('isSitePath', () => {
  it.each([
    ['/blog', true],
    ['#top', true],
    ['https://example.com', false],
    ['mailto:a@b.c', false],
  ])('%j → %s', (href, site) => {
    expect(isSitePath(href)).toBe(site);
  });
});
