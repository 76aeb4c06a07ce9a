import { describe, expect, it } from 'vitest';
import { educationEntries } from './education';
import { distinctArticles, educationItems, libraryItems, withArticleDetails } from './education-items';
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

describe('the library overview', () => {
  it('counts and lists each article once, so its count is what it holds', () => {
    const slugs = libraryItems.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(libraryItems).toHaveLength(new Set(educationItems.map((item) => item.slug)).size);
    expect(libraryItems).toHaveLength(10);
  });

  it('keeps the first entry of an article and drops a later one that opens it again', () => {
    const first = {
      type: 'framework' as const,
      title: 'First',
      excerpt: '',
      slug: 'a',
      difficulty: 'beginner' as const,
      readTime: '1 min read',
    };
    const again = { ...first, type: 'tool-guide' as const, title: 'Again' };
    const other = { ...first, title: 'Other', slug: 'b' };
    expect(distinctArticles([first, again, other])).toEqual([first, other]);
  });
});
