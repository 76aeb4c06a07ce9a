import { relatedPosts } from '@/content/related-posts';
import { cx } from '@/utils/class-names';
import { PostCard } from './post-card';
import * as cards from './post-card.css';
import * as styles from './related-articles.css';

/** 'Related Articles' as two-column cards; slugs that name no article are skipped. */
export function RelatedArticles({ slugs }: { slugs: string[] }) {
  const posts = relatedPosts(slugs);
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="related-articles">
      <h2 id="related-articles" className={styles.title}>
        Related Articles
      </h2>
      <ul className={cx(cards.grid, cards.twoColumns)}>
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} headingLevel="h3" layout="compact" />
          </li>
        ))}
      </ul>
    </section>
  );
}
