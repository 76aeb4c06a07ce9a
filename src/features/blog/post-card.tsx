import { useId } from 'react';
import { ArrowRightIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { heroImageFor } from '@/content/post-heroes';
import type { PostSummary } from '@/content/post-types';
import { paths } from '@/lib/paths';
import { CategoryBadge } from './category-badge';
import * as styles from './post-card.css';
import { PostImage } from './post-image';
import { formatPostDate } from './post-text';

export interface PostCardProps {
  post: PostSummary;
  headingLevel?: 'h2' | 'h3';
  /** compact: image beside the text, for related articles; feature: the Journal's lead story. */
  layout?: 'stacked' | 'compact' | 'feature';
}

/**
 * Image, category badge, date, author, title, excerpt and 'Read
 * Article'. The title's link covers the whole card, so the card is one tab
 * stop and one announcement.
 */
export function PostCard({ post, headingLevel: Heading = 'h2', layout = 'stacked' }: PostCardProps) {
  const excerptId = useId();
  return (
    <article className={styles.card[layout]}>
      {layout === 'feature' ? (
        // The Journal's lead story is at the top of its page: inline, it paints with the HTML.
        <PostImage src={heroImageFor(post.slug) ?? post.image} className={styles.image} priority />
      ) : (
        <PostImage src={post.image} className={styles.image} />
      )}
      <div className={styles.content}>
        <div className={styles.meta}>
          <CategoryBadge category={post.category} />
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        </div>
        <Heading className={styles.title[layout === 'feature' ? 'feature' : 'default']}>
          <Link href={paths.article.href(post.slug)} className={styles.link} aria-describedby={excerptId}>
            {post.title}
          </Link>
        </Heading>
        <p id={excerptId} className={styles.excerpt[layout === 'feature' ? 'feature' : 'default']}>
          {post.excerpt}
        </p>
        <div className={styles.footer}>
          <span className={styles.author}>By {post.author}</span>
          <span className={styles.more} aria-hidden="true">
            Read Article <ArrowRightIcon size={16} />
          </span>
        </div>
      </div>
    </article>
  );
}
