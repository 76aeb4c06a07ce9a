import { educationEntries } from './education';
import { findPost } from './post-index';
import type { PostSummary } from './post-types';
import type { EducationEntry, EducationItem } from './types';

/**
 * An education item with its article's computed read time and difficulty,
 * so the card and the article it opens always agree. An entry naming no
 * article fails the build rather than showing a broken card.
 */
export function withArticleDetails(entry: EducationEntry, post: PostSummary | undefined): EducationItem {
  if (!post) throw new Error(`Education item "${entry.title}" names no article: ${entry.slug}`);
  return { ...entry, difficulty: post.difficulty, readTime: post.readTime };
}

/** The Education hub's items, as shown. */
export const educationItems: EducationItem[] = educationEntries.map((entry) =>
  withArticleDetails(entry, findPost(entry.slug)),
);

/**
 * Each article once, as the library's overview counts and lists them: a tool
 * guide that opens an article already in the library is a way into a tool
 * (the Tools panel), not one more thing to read.
 */
export function distinctArticles(items: readonly EducationItem[]): EducationItem[] {
  return items.filter((item, index) => items.findIndex((other) => other.slug === item.slug) === index);
}

export const libraryItems: EducationItem[] = distinctArticles(educationItems);
