import type { PostSummary } from './post-types';

export type { PostSummary } from './post-types';

// `?summary` asks the Markdown plugin for the front matter and read time only,
// so lists never pull article bodies into the bundle.
const summaries = import.meta.glob<PostSummary>('./posts/*.md', {
  eager: true,
  query: '?summary',
  import: 'default',
});

/** Every article, newest first. */
export const postIndex: PostSummary[] = Object.values(summaries).sort(
  (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
);

const bySlug = new Map(postIndex.map((post) => [post.slug, post]));

export function findPost(slug: string): PostSummary | undefined {
  return bySlug.get(slug);
}
