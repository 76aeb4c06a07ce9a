import { expect, it } from 'vitest';
import { postIndex } from '@/content/post-index';
import { prerenderedPages } from '../support/prerendered-pages';

const pages = prerenderedPages();

const decoded = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

it.each(postIndex.map((post) => [post.slug, post.title]))(
  'the breadcrumb of /blog/%s ends in the article’s own title',
  (slug, title) => {
    const { html } = pages.find(({ page }) => page === `/blog/${slug}/`)!;
    const current = /<span aria-current="page"[^>]*>([^<]*)<\/span>/.exec(html)?.[1];
    expect(decoded(current ?? '')).toBe(title);
  },
);
