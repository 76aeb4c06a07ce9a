import { Button } from '@/components/ui/button';
import { TagGroup } from '@/components/ui/tag-group';
import { panelTags } from './blog-filter-changes';
import { hasPanelFilters, type BlogFilters } from './filter-posts';
import * as styles from './blog-filter-panel.css';

export interface BlogFilterPanelProps {
  categories: string[];
  /** The most used tags, at most 12 (spec §9); a chosen tag beyond them is shown too. */
  tags: string[];
  filters: BlogFilters;
  onCategoryChange: (category: string | null) => void;
  onTagsChange: (tags: string[]) => void;
  onClear: () => void;
}

const asOptions = (labels: string[]) => labels.map((label) => ({ id: label, label }));

/** Spec §2 and §4: one category or none, any number of tags, and Clear Filters when either is set. */
export function BlogFilterPanel({
  categories,
  tags,
  filters,
  onCategoryChange,
  onTagsChange,
  onClear,
}: BlogFilterPanelProps) {
  return (
    <div className={styles.panel}>
      <TagGroup
        label="Categories"
        selectionMode="single"
        labelPosition="side"
        options={asOptions(categories)}
        selected={filters.category ? [filters.category] : []}
        onChange={([category]) => onCategoryChange(category ?? null)}
      />
      <TagGroup
        label="Tags"
        selectionMode="multiple"
        labelPosition="side"
        options={asOptions(panelTags(tags, filters.tags))}
        selected={filters.tags}
        onChange={onTagsChange}
      />
      {hasPanelFilters(filters) && (
        <div className={styles.clear}>
          <Button variant="outline" size="sm" onPress={onClear}>
            Clear Filters
          </Button>
        </div>
      )}
    </div>
  );
}
