import { FramedImage } from '@/components/framed-image';
import { Section } from '@/components/section';
import { Link } from '@/components/ui/link';
import { postIndex, type PostSummary } from '@/content/post-index';
import { paths } from '@/lib/paths';
import { formatDayMonth } from './day-month';
import * as styles from './blog-teaser.css';

/** The home blog teaser shows three articles. */
const TEASER_POSTS = 3;

function ReadLabel() {
  return (
    <span className={styles.read} aria-hidden="true">
      Read →
    </span>
  );
}

function FeaturedCard({ post }: { post: PostSummary }) {
  return (
    <li className={styles.featured}>
      <FramedImage src={post.image} width={1200} height={675} alt="" className={styles.image} />
      <p className={styles.meta}>
        <span className={styles.category}>{post.category}</span>
        <time dateTime={post.date}>{formatDayMonth(post.date)}</time>
        <span>{post.readTime}</span>
      </p>
      <h3 className={styles.featuredTitle}>
        <Link href={paths.article.href(post.slug)} className={styles.link}>
          {post.title}
        </Link>
      </h3>
      <p className={styles.excerpt}>{post.excerpt}</p>
      <ReadLabel />
    </li>
  );
}

function SmallCard({ post }: { post: PostSummary }) {
  const [day, month] = formatDayMonth(post.date).split(' ');
  return (
    <li className={styles.small}>
      <time dateTime={post.date} className={styles.date}>
        <span className={styles.day}>{day}</span>
        <span>{month}</span>
      </time>
      <div className={styles.smallBody}>
        <p className={styles.meta}>{post.readTime}</p>
        <h3 className={styles.smallTitle}>
          <Link href={paths.article.href(post.slug)} className={styles.link}>
            {post.title}
          </Link>
        </h3>
        <ReadLabel />
      </div>
    </li>
  );
}

/** The newest article as a large card, the next two as small dated cards. */
export function BlogTeaser() {
  const [first, ...rest] = postIndex.slice(0, TEASER_POSTS);
  return (
    <Section
      id="blog"
      headingId="blog-title"
      eyebrow="Insights"
      title="From the Journal"
      action={
        <Link href={paths.blog.href()} appearance={{ variant: 'outline' }}>
          View all insights
        </Link>
      }
    >
      <ul className={styles.grid}>
        {first && <FeaturedCard post={first} />}
        {rest.map((post) => (
          <SmallCard key={post.slug} post={post} />
        ))}
      </ul>
    </Section>
  );
}
