import { describe, expect, it } from 'vitest';
import { readFrontMatter, splitFrontMatter } from './front-matter';

const valid = `slug: clear-framework-guide
title: "The CLEAR Framework: A One-Page Plan"
excerpt: Plain text, no quotes.
date: 2026-09-14
author: Hannah Reid
image: clear-framework
category: Frameworks
tags: [Strategy, Local SEO]
relatedPosts: [marketing-roi-measurement-guide]
type: article
difficulty: intermediate`;

describe('splitFrontMatter', () => {
  it('separates the YAML from the body', () => {
    expect(splitFrontMatter('---\na: 1\n---\n\nBody **text**\n')).toEqual({
      data: 'a: 1',
      body: '\nBody **text**\n',
    });
  });

  it('fails without front matter', () => {
    expect(() => splitFrontMatter('Just a body')).toThrow(/missing front matter/);
  });
});

describe('readFrontMatter', () => {
  it('reads strings, quoted strings, dates and flow lists', () => {
    expect(readFrontMatter(valid)).toEqual({
      slug: 'clear-framework-guide',
      title: 'The CLEAR Framework: A One-Page Plan',
      excerpt: 'Plain text, no quotes.',
      date: '2026-09-14',
      author: 'Hannah Reid',
      image: 'clear-framework',
      category: 'Frameworks',
      tags: ['Strategy', 'Local SEO'],
      relatedPosts: ['marketing-roi-measurement-guide'],
      type: 'article',
      difficulty: 'intermediate',
    });
  });

  it('leaves the image out when none is given, so the fallback is used', () => {
    expect(readFrontMatter(valid.replace('image: clear-framework\n', ''))).not.toHaveProperty('image');
  });

  it.each([
    ['a missing title', valid.replace(/^title:.*$/m, ''), /title must be non-empty text/],
    ['an impossible date', valid.replace('2026-09-14', '2026-02-30'), /date must be yyyy-mm-dd/],
    ['a date with a time', valid.replace('2026-09-14', '2026-09-14T10:00'), /date must be yyyy-mm-dd/],
    ['tags as text', valid.replace('[Strategy, Local SEO]', 'Strategy'), /tags must be a list of text/],
    ['an unknown type', valid.replace('type: article', 'type: video'), /type must be article or research/],
    ['an unknown difficulty', valid.replace('intermediate', 'advanced'), /difficulty must be/],
    ['a slug with spaces', valid.replace('clear-framework-guide', 'Clear Framework'), /slug must be/],
    ['an image path', valid.replace('image: clear-framework', 'image: ../x'), /image must be the key/],
  ])('rejects %s', (_name, yaml, message) => {
    expect(() => readFrontMatter(yaml)).toThrow(message);
  });
});
