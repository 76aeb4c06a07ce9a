import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { postIndex } from '@/content/post-index';
import { chooseCategory, chooseTags, clearFilters } from '@/features/blog/blog-filter-changes';
import { BlogFilterPanel } from '@/features/blog/blog-filter-panel';
import { BlogSearch } from '@/features/blog/blog-search';
import { categoriesOf, countLine, filterPosts, isFiltering, topTags } from '@/features/blog/filter-posts';
import { PostList } from '@/features/blog/post-list';
import { unavailableChoices } from '@/features/blog/unavailable-choices';
import { StrategyCall } from '@/features/blog/strategy-call';
import { useBlogFilters } from '@/features/blog/use-blog-filters';
import { NewsletterPopup } from '@/features/newsletter/newsletter-popup';
import { EVENT_TYPES } from '@/lib/analytics/event-types';
import { track } from '@/lib/analytics/track';
import { container } from '@/styles/utilities.css';
import * as styles from './blog/blog.css';

const categories = categoriesOf(postIndex);
const tags = topTags(postIndex);

export function BlogRoute() {
  const { filters, change, countFor } = useBlogFilters(postIndex);
  const results = useMemo(() => filterPosts(postIndex, filters), [filters]);

  return (
    <>
      <PageMeta
        title="Journal | Marketing Insights from Newcastle | Clear North"
        description="Practical articles on minimalist marketing, SEO, psychology and strategy from Clear North, a digital marketing agency in Newcastle upon Tyne."
      />
      <PageIntro
        title="Journal"
        lead="Notes on marketing that works: psychology, design, strategy and search, written for people who run businesses."
      />
      <section className={container} aria-label="Articles">
        {postIndex.length === 0 ? (
          <p className={styles.empty}>No blog posts available at the moment</p>
        ) : (
          <div className={styles.layout}>
            <div className={styles.tools}>
              <BlogSearch
                query={filters.query}
                onSearch={(query) => change((current) => ({ ...current, query }))}
                onSubmitted={(query) =>
                  track(EVENT_TYPES.search, { query, result_count: countFor(query), search_source: 'blog' })
                }
              />
              <BlogFilterPanel
                categories={categories}
                tags={tags}
                filters={filters}
                unavailable={unavailableChoices(postIndex, filters, categories, tags)}
                countLine={isFiltering(filters) ? countLine(results.length) : ''}
                onCategoryChange={(category) => change((current) => chooseCategory(current, category))}
                onTagsChange={(selected) => change((current) => chooseTags(current, selected))}
                onClear={() => change(clearFilters)}
              />
            </div>
            {results.length > 0 ? (
              <PostList posts={results} featureFirst={!isFiltering(filters)} />
            ) : (
              // The count line above already says nothing matched: here, only the way out.
              <div className={styles.empty}>
                <p>Try other words or fewer filters, or see every article again.</p>
                <Button variant="outline" onPress={() => change(clearFilters)}>
                  Show All Articles
                </Button>
              </div>
            )}
          </div>
        )}
      </section>
      <StrategyCall />
      <NewsletterPopup />
    </>
  );
}
