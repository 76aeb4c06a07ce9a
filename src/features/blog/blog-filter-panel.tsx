import { Button } from '@/components/ui/button';
import { TagGroup } from '@/components/ui/tag-group';
import { panelTags } from './blog-filter-changes';
import { hasPanelFilters, type BlogFilters } from './filter-posts';
import type { UnavailableChoices } from './unavailable-choices';
import * as styles from './blog-filter-panel.css';

export interface BlogFilterPanelProps {
  categories: string[];
  /** The most used tags, at most 12; a chosen tag beyond them is shown too. */
  tags: string[];
  filters: BlogFilters;
  /** Chips that could only find nothing with what is chosen: shown, not offered. */
  unavailable: UnavailableChoices;
  /** The count line, empty when nothing is filtered; beside the chips so a tap visibly changes it. */
  countLine: string;
  onCategoryChange: (category: string | null) => void;
  onTagsChange: (tags: string[]) => void;
  onClear: () => void;
}

const asOptions = (labels: string[]) => labels.map((label) => ({ id: label, label }));

/** One category or none, any number of tags, and Clear Filters when either is set. */
export function BlogFilterPanel({
  categories,
  tags,
  filters,
  unavailable,
  countLine,
  onCategoryChange,
  onTagsChange,
  onClear,
}: BlogFilterPanelProps) {
  const anyUnavailable = unavailable.categories.length + unavailable.tags.length > 0;
  return (
    <div className={styles.panel}>
      <TagGroup
        label="Categories"
        selectionMode="single"
        labelPosition="side"
        layout="scroll"
        options={asOptions(categories)}
        selected={filters.category ? [filters.category] : []}
        unavailable={unavailable.categories}
        onChange={([category]) => onCategoryChange(category ?? null)}
      />
      <TagGroup
        label="Tags"
        selectionMode="multiple"
        labelPosition="side"
        layout="scroll"
        options={asOptions(panelTags(tags, filters.tags))}
        selected={filters.tags}
        unavailable={unavailable.tags}
        onChange={onTagsChange}
      />
      <div className={styles.footer}>
        <p className={styles.count} role="status">
          {countLine}
        </p>
        {anyUnavailable && (
          <p className={styles.note}>Crossed-out choices have no articles with the filters you picked.</p>
        )}
        {hasPanelFilters(filters) && (
          <Button variant="outline" size="sm" onPress={onClear}>
            Clear Filters
          </Button>
        )}
      </div>
    </div>
  );
}
