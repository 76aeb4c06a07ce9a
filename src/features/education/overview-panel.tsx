import { Select } from '@/components/ui/select';
import type { EducationItem, EducationType } from '@/content/types';
import { paths } from '@/lib/paths';
import { EducationItemCard, ItemLink } from './education-item-card';
import * as cards from './education-item-card.css';
import { DIFFICULTY_OPTIONS, TYPE_OPTIONS } from './education-options';
import { countOptions, filterEducationItems, type EducationFilters } from './filter-items';
import * as styles from './education-panels.css';

/** The four count cards. */
const COUNTS: Array<{ type: EducationType; label: string }> = [
  { type: 'framework', label: 'Frameworks' },
  { type: 'research', label: 'Research Reports' },
  { type: 'whitepaper', label: 'Whitepapers' },
  { type: 'tool-guide', label: 'Tool Guides' },
];

export interface OverviewPanelProps {
  items: readonly EducationItem[];
  filters: EducationFilters;
  onFiltersChange: (update: (current: EducationFilters) => EducationFilters) => void;
}

/** Counts, the two filters and every item matching both. */
export function OverviewPanel({ items, filters, onFiltersChange: setFilters }: OverviewPanelProps) {
  const shown = filterEducationItems(items, filters);
  // Each option says what it would show; one that would show nothing cannot be chosen.
  const difficulty = countOptions(items, filters, 'difficulty', DIFFICULTY_OPTIONS);
  const type = countOptions(items, filters, 'type', TYPE_OPTIONS);

  return (
    <div className={styles.panel}>
      <ul className={styles.counts} aria-label="What the library holds">
        {COUNTS.map(({ type, label }) => (
          <li key={type} className={styles.count}>
            <span className={styles.countValue}>{items.filter((item) => item.type === type).length}</span>
            <span className={styles.countLabel}>{label}</span>
          </li>
        ))}
      </ul>
      <div className={styles.heading}>
        <h2 className={styles.title}>Browse the library</h2>
        <p className={styles.lead}>Narrow it down by how much you already know and what you need.</p>
      </div>
      <div className={styles.filters}>
        <Select
          label="Difficulty"
          options={difficulty.options}
          disabledKeys={difficulty.emptyIds}
          selectedKey={filters.difficulty}
          onSelectionChange={(id) => {
            const option = DIFFICULTY_OPTIONS.find((candidate) => candidate.id === id);
            if (option) setFilters((current) => ({ ...current, difficulty: option.id }));
          }}
        />
        <Select
          label="Type"
          options={type.options}
          disabledKeys={type.emptyIds}
          selectedKey={filters.type}
          onSelectionChange={(id) => {
            const option = TYPE_OPTIONS.find((candidate) => candidate.id === id);
            if (option) setFilters((current) => ({ ...current, type: option.id }));
          }}
        />
      </div>
      <p className={styles.resultCount} role="status">
        Showing {shown.length} of {items.length}
      </p>
      <ul className={cards.grid} aria-label="Matching items">
        {shown.map((item) => (
          <EducationItemCard key={`${item.type}-${item.title}`} item={item} downloadIcon>
            <ItemLink href={paths.article.href(item.slug)} label="Read More" item={item} />
          </EducationItemCard>
        ))}
      </ul>
    </div>
  );
}
