import { describe, expect, it } from 'vitest';
import { educationEntries } from './education';
import { educationItems, withArticleDetails } from './education-items';
import { findPost } from './post-index';
import type { PostSummary } from './post-types';

const post = (fields: Pick<PostSummary, 'difficulty' | 'readTime'>): PostSummary => ({
  slug: 'a-post',
  title: 'A post',
  excerpt: '',
  date: '2024-01-01',
  author: 'Someone',
  image: '/a.svg',
  category: 'Strategy',
  tags: [],
  relatedPosts: [],
  type: 'article',
  ...fields,
});

describe('education items', () => {
  it.each(educationItems.map((item) => [item.title, item] as const))(
    '%s shows its article’s read time and difficulty',
    (_title, item) => {
      const article = findPost(item.slug)!;
      expect(article).toBeDefined();
      expect(item.readTime).toBe(article.readTime);
      expect(item.difficulty).toBe(article.difficulty);
    },
  );

  it('keeps every written entry, in order', () => {
    expect(educationItems.map((item) => item.title)).toEqual(educationEntries.map((entry) => entry.title));
  });

  it('takes the read time and difficulty from the article, whatever the entry might say', () => {
    const entry = { type: 'research' as const, title: 'A study', excerpt: 'Short.', slug: 'a-post' };
    expect(withArticleDetails(entry, post({ difficulty: 'intermediate', readTime: '8 min read' }))).toEqual({
      ...entry,
      difficulty: 'intermediate',
      readTime: '8 min read',
    });
  });

  it('refuses an entry whose article does not exist', () => {
    const entry = { type: 'framework' as const, title: 'Lost', excerpt: '', slug: 'no-such-article' };
    expect(() => withArticleDetails(entry, undefined)).toThrow('names no article: no-such-article');
  });
});
