import type { PostBody } from './post-types';

const bodies = import.meta.glob<PostBody>('./posts/*.md', { import: 'default' });

/** Loads one article's body; each article is its own small chunk. */
export function loadPostBody(slug: string): Promise<PostBody> {
  const load = bodies[`./posts/${slug}.md`];
  if (!load) return Promise.reject(new Error(`No article ${slug}`));
  return load();
}
