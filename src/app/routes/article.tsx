import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageMeta } from '@/components/head';
import { Link } from '@/components/ui/link';
import { toast } from '@/components/ui/toast';
import { findPost } from '@/content/post-index';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import { ArticlePage } from './article/article-page';
import * as styles from './article/article.css';

/** An unknown slug shows 'Article not found' after 300 ms and goes to /blog. */
const NOT_FOUND_REDIRECT_MS = 300;

function UnknownArticle() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      toast({
        title: 'Article not found',
        description: 'It may have moved. Here are all our articles.',
        variant: 'destructive',
      });
      navigate(paths.blog.href(), { replace: true });
    }, NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <>
      <PageMeta
        title="Article not found | Clear North"
        noindex
        description="That article does not exist; see all articles in the Journal."
      />
      {/* No breadcrumbs: this page is prerendered once (blog/404.html) for every
          unknown slug, so nothing in it may depend on the path it is served at. */}
      <div className={container}>
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
