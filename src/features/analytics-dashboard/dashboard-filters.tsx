import { createContext, useContext, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DIRECT_SOURCE } from '@/definitions/analytics';
import type { DashboardFilters, FilterName } from '@/definitions/analytics-periods';
import * as styles from './dashboard.css';

const FILTER_LABELS: Record<FilterName, string> = {
  page: 'Page',
  entry: 'Entry page',
  exit: 'Exit page',
  source: 'Source',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
  device: 'Device',
  browser: 'Browser',
  os: 'System',
};

/** Narrows the dashboard to the visits with a value, as a click on a row does; null where rows do not filter. */
const FilterBy = createContext<((name: FilterName, value: string) => void) | null>(null);

export function FilterByProvider({
  onFilter,
  children,
}: {
  onFilter: (name: FilterName, value: string) => void;
  children: ReactNode;
}) {
  return <FilterBy.Provider value={onFilter}>{children}</FilterBy.Provider>;
}

/**
 * A row's value as a button that filters every card, the chart and the lists
 * to the visits with it (as Plausible does); plain text where rows do not filter.
 */
export function FilterValue({ name, value, shown }: { name: FilterName; value: string; shown: string }) {
  const filterBy = useContext(FilterBy);
  if (!filterBy) return <>{shown}</>;
  return (
    <button
      type="button"
      className={styles.filterValue}
      aria-label={`Show only visits with ${FILTER_LABELS[name].toLowerCase()} ${shown}`}
      onClick={() => filterBy(name, value)}
    >
      {shown}
    </button>
  );
}

const shownValue = (name: FilterName, value: string) =>
  name === 'source' && value === '' ? DIRECT_SOURCE : value;

/** The filters in force, each with a way to remove it, and all of them at once. */
export function ActiveFilters({
  filters,
  onChange,
}: {
  filters: DashboardFilters;
  onChange: (filters: DashboardFilters) => void;
}) {
  const names = (Object.keys(filters) as FilterName[]).filter((name) => filters[name] !== undefined);
  if (names.length === 0) return null;
  return (
    <div className={styles.activeFilters} role="group" aria-label="Filters">
      <span className={styles.filtersLead}>Showing visits with</span>
      <ul className={styles.filterChips}>
        {names.map((name) => (
          <li key={name} className={styles.filterChip}>
            <span>
              {FILTER_LABELS[name]}: <strong>{shownValue(name, filters[name] ?? '')}</strong>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove the filter ${FILTER_LABELS[name]}`}
              onPress={() => {
                const { [name]: _removed, ...rest } = filters;
                onChange(rest);
              }}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="link" size="sm" onPress={() => onChange({})}>
        Clear filters
      </Button>
    </div>
  );
}
