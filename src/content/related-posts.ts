import { findPost } from './post-index';
import type { PostSummary } from './post-types';

/** An article's related posts, in its order; slugs that name no article are ignored. */
export function relatedPosts(slugs: readonly string[]): PostSummary[] {
  return slugs.map(findPost).filter((post): post is PostSummary => post !== undefined);
}
