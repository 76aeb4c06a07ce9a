import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markdownModule } from './markdown-plugin';

const postsDir = fileURLToPath(new URL('../content/posts/', import.meta.url));

const source = (slug: string, extra = '') => `---
slug: ${slug}
title: A title
excerpt: An excerpt.
date: 2024-01-15
author: Hannah Reid
category: Analytics
tags: [ROI]
relatedPosts: []
type: article
difficulty: beginner
${extra}---

## Heading

Body text with **secret body words**.
`;

describe('markdownModule', () => {
  it('gives lists the front matter and read time, but not the body', () => {
    const code = markdownModule(
      source('some-post', 'image: roi-guide\n'),
      `${postsDir}some-post.md`,
      'summary',
    );
    expect(code).toContain('"readTime":"1 min read"');
    expect(code).toContain('"title":"A title"');
    expect(code).toMatch(/import image from ".*roi-guide\.svg"/);
    expect(code).not.toContain('secret body words');
  });

  it('uses the default photo when an article names no image', () => {
    const code = markdownModule(source('some-post'), `${postsDir}some-post.md`, 'summary');
    expect(code).toMatch(/import image from ".*article-fallback\.svg"/);
  });

  it('gives the article page its hero image as a data URI, and nothing else', () => {
    const code = markdownModule(source('some-post', 'image: roi-guide\n'), `${postsDir}some-post.md`, 'hero');
    expect(code).toMatch(/^export \{ default \} from ".*roi-guide\.svg\?data-uri";\n$/);
  });

  it('gives the article page the body as a tree', () => {
    const code = markdownModule(source('some-post'), `${postsDir}some-post.md`, 'body');
    expect(code).toContain('"type":"heading","level":2');
    expect(code).toContain('secret body words');
    expect(code).not.toContain('<strong>');
  });

  it.each([
    ['a slug that differs from the file name', source('other-slug'), /must match the file name/],
    ['an image that does not exist', source('some-post', 'image: no-such-image\n'), /does not exist/],
  ])('fails the build for %s', (_name, markdown, message) => {
    expect(() => markdownModule(markdown, `${postsDir}some-post.md`, 'summary')).toThrow(message);
  });
});
