import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { postIndex } from '@/content/post-index';
import { EVENT_TYPES } from '@/definitions/analytics';
import { track } from '@/lib/analytics/track';
import { chooseCategory, chooseTags, clearFilters } from './blog-filter-changes';
import { BlogFilterPanel } from './blog-filter-panel';
import { BlogSearch } from './blog-search';
import { categoriesOf, countLine, filterPosts, isFiltering, topTags } from './filter-posts';
import * as styles from './journal-listing.css';
import { PostList } from './post-list';
import { unavailableChoices } from './unavailable-choices';
import { useBlogFilters } from './use-blog-filters';

const categories = categoriesOf(postIndex);
const tags = topTags(postIndex);

/** The Journal's articles with their search and filters, which follow the address. */
export function JournalListing() {
  const { filters, change, countFor } = useBlogFilters(postIndex);
  const results = useMemo(() => filterPosts(postIndex, filters), [filters]);

  if (postIndex.length === 0) return <p className={styles.empty}>No blog posts available at the moment</p>;
  return (
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
  );
}
