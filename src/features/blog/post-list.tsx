import type { PostSummary } from '@/content/post-types';
import { PostCard } from './post-card';
import * as styles from './post-card.css';

export interface PostListProps {
  posts: PostSummary[];
  /** Sets the first post across the grid as the lead story (the unfiltered Journal). */
  featureFirst?: boolean;
}

/** The Journal's three-column grid of article cards. */
export function PostList({ posts, featureFirst = false }: PostListProps) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => {
        const featured = featureFirst && index === 0;
        return (
          <li key={post.slug} className={featured ? styles.featureItem : undefined}>
            <PostCard post={post} layout={featured ? 'feature' : 'stacked'} />
          </li>
        );
      })}
    </ul>
  );
}
