import { describe, expect, it } from 'vitest';
import { countWords } from '@/tools/markdown/read-time';
import { findPost, postIndex, type PostSummary } from './post-index';
import { loadPostBody } from './posts';
import { relatedPosts } from './related-posts';

/** Long enough to be worth reading; the read times shown are computed from these words. */
const MIN_WORDS = 900;

describe('the Journal’s articles', () => {
  it.each(postIndex.map((post) => [post.slug]))('%s has at least 900 words of body', async (slug) => {
    expect(countWords(await loadPostBody(slug))).toBeGreaterThanOrEqual(MIN_WORDS);
  });

  // The known articles, each with the category, type, difficulty or date it must have.
  it.each<[string, Partial<PostSummary>]>([
    ['minimalist-marketing-trends', { category: 'Brand Strategy', type: 'article', difficulty: 'beginner' }],
    ['minimalist-brands-ditching-drama', {}],
    [
      'cognitive-load-crisis-nielsen-research-minimalist-marketing',
      { category: 'Marketing Psychology', type: 'research', difficulty: 'intermediate', date: '2024-01-15' },
    ],
    ['apple-vs-samsung-minimalism-case-study', { category: 'Case Studies', date: '2024-01-12' }],
    ['paradox-of-choice-marketing', { category: 'Marketing Psychology', date: '2024-01-10' }],
    ['dieter-rams-10-principles-marketing', { category: 'Design Principles', date: '2024-01-08' }],
    [
      'marie-kondo-marketing-konmari-method',
      { category: 'Marketing Strategy', type: 'research', difficulty: 'beginner', date: '2024-01-05' },
    ],
  ])('%s exists as the spec describes it', (slug, expected) => {
    expect(findPost(slug)).toMatchObject({ slug, ...expected });
  });

  it.each(postIndex.map((post) => [post.slug, post.relatedPosts]))(
    '%s names only articles that exist as related',
    (_slug, related) => {
      expect(related.length).toBeGreaterThan(0);
      for (const slug of related) expect(findPost(slug), slug).toBeDefined();
    },
  );
});

describe('relatedPosts', () => {
  it('skips slugs that name no article and keeps the order of the rest', () => {
    expect(
      relatedPosts([
        'paradox-of-choice-marketing',
        'no-such-article',
        'dieter-rams-10-principles-marketing',
      ]).map((post) => post.slug),
    ).toEqual(['paradox-of-choice-marketing', 'dieter-rams-10-principles-marketing']);
  });

  it('gives nothing when no slug names an article', () => {
    expect(relatedPosts(['gone', ''])).toEqual([]);
  });
});
