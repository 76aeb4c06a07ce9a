import { PageMeta } from '@/components/head';
import { Link } from '@/components/ui/link';
import { findPost } from '@/content/post-index';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import { ArticlePage } from './article/article-page';
import * as styles from './article/article.css';
import { missingMarker } from './not-found/missing-page';

/** An unknown slug: the first script goes on to /blog with the toast 'Article not found' (./not-found/follow-missing-page.ts). */
function UnknownArticle() {
  return (
    <>
      <PageMeta
        title="Article not found | Clear North"
        noindex
        description="That article does not exist; see all articles in the Journal."
      />
      {/* No breadcrumbs: this page is prerendered once (blog/404.html) for every
          unknown slug, so nothing in it may depend on the path it is served at. */}
      <div className={container} {...missingMarker('article')}>
        <header className={styles.header}>
          <h1 className={styles.title}>Article not found</h1>
          <p className={styles.excerpt}>We could not find that article.</p>
          <p>
            <Link href={paths.blog.href()}>Back to all articles</Link>
          </p>
        </header>
      </div>
    </>
  );
}

export function ArticleRoute({ params }: { params: { slug: string } }) {
  const post = findPost(params.slug);
  // Keyed by slug, so moving to a related article starts it afresh (its image, its body).
  return post ? <ArticlePage key={post.slug} post={post} /> : <UnknownArticle />;
}
