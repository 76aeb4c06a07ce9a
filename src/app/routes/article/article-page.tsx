import { Suspense } from 'react';
import { PageMeta, shareImagePath, StructuredData } from '@/components/head';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { heroImageFor } from '@/content/post-heroes';
import type { PostSummary } from '@/content/post-types';
import { ArticleContent } from '@/features/blog/article-content';
import { CategoryBadge } from '@/features/blog/category-badge';
import { PostImage } from '@/features/blog/post-image';
import { formatPostDate, metaDescription } from '@/features/blog/post-text';
import { RelatedArticles } from '@/features/blog/related-articles';
import { StrategyCall } from '@/features/blog/strategy-call';
import { breadcrumbsFor } from '@/lib/breadcrumbs';
import { isPagePath, paths } from '@/lib/paths';
import { shareStatus, sharesThePage } from '@/lib/share-buttons';
import { useHydrated } from '@/hooks/use-hydrated';
import { Island } from '@/app/islands';
import { blogPosting } from '@/lib/structured-data/blog-posting';
import { container } from '@/styles/utilities.css';
import * as styles from './article.css';

function tagHref(tag: string): string {
  return `${paths.blog.href()}?${new URLSearchParams({ tags: tag })}`;
}

/**
 * Breadcrumbs, back link, category badge, title, excerpt, date, author, read
 * time, a share button, hero image, body, tags, related articles and the strategy call.
 * The global ScrollOnNavigate brings every new slug to the top.
 */
export function ArticlePage({ post }: { post: PostSummary }) {
  const hydrated = useHydrated();
  return (
    <>
      <PageMeta
        title={`${post.title} | Clear North`}
        description={metaDescription(post.excerpt)}
        type="article"
      />
      <StructuredData
        data={blogPosting(post, paths.article.href(post.slug), shareImagePath(paths.article.href(post.slug)))}
      />
      <article className={container}>
        <header className={styles.header}>
          <Breadcrumbs crumbs={breadcrumbsFor(paths.article.href(post.slug), isPagePath, post.title)} />
          <Link href={paths.blog.href()} className={styles.back}>
            <ArrowLeftIcon size={16} /> Back to all articles
          </Link>
          <CategoryBadge category={post.category} />
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.excerpt}>{post.excerpt}</p>
          <p className={styles.meta}>
            <span>By {post.author}</span>
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
            <span>{post.readTime}</span>
          </p>
          <p className={styles.share}>
            <Button variant="outline" size="sm" {...sharesThePage} isDisabled={!hydrated}>
              Share this article
            </Button>
            <span role="status" className={styles.shareStatus} {...shareStatus} />
          </p>
        </header>
        <PostImage src={heroImageFor(post.slug) ?? post.image} className={styles.hero} priority />
        <div className={styles.column}>
          <Suspense
            fallback={
              <p className={styles.loading} role="status">
                Loading article...
              </p>
            }
          >
            <ArticleContent slug={post.slug} />
          </Suspense>
          {post.tags.length > 0 && (
            <footer className={styles.tags}>
              <h2 className={styles.tagsTitle}>Tags</h2>
              <ul className={styles.tagList}>
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Link href={tagHref(tag)} className={styles.tag}>
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </footer>
          )}
        </div>
      </article>
      <div className={container}>
        <RelatedArticles slugs={post.relatedPosts} />
      </div>
      <StrategyCall />
      <Island name="newsletter-popup" />
    </>
  );
}
