import type { EducationItem } from '@/content/types';
import type { DifficultyFilter, TypeFilter } from './education-options';

export interface EducationFilters {
  difficulty: DifficultyFilter;
  type: TypeFilter;
}

/** Both filters start at 'all'. */
export const ALL_ITEMS: EducationFilters = { difficulty: 'all', type: 'all' };

/** An item shows only if it matches both filters; 'all' matches anything. */
export function filterEducationItems(
  items: readonly EducationItem[],
  { difficulty, type }: EducationFilters,
): EducationItem[] {
  return items.filter(
    (item) =>
      (difficulty === 'all' || item.difficulty === difficulty) && (type === 'all' || item.type === type),
  );
}

/** One filter's dropdown: each option with what choosing it would show, and the options that would show nothing. */
export interface CountedOptions {
  options: Array<{ id: string; label: string }>;
  emptyIds: string[];
}

/**
 * Each option of one filter labelled with how many items it would show with
 * the other filter as it is ('Beginner (5)'), so a visitor sees before
 * choosing what a choice leads to; an option that would show nothing is
 * listed for disabling, unless it is the one chosen.
 */
export function countOptions<K extends keyof EducationFilters>(
  items: readonly EducationItem[],
  filters: EducationFilters,
  key: K,
  options: ReadonlyArray<{ id: EducationFilters[K]; label: string }>,
): CountedOptions {
  const counted = options.map(({ id, label }) => ({
    id,
    label,
    count: filterEducationItems(items, { ...filters, [key]: id }).length,
  }));
  return {
    options: counted.map(({ id, label, count }) => ({ id, label: `${label} (${count})` })),
    emptyIds: counted.filter(({ id, count }) => count === 0 && id !== filters[key]).map(({ id }) => id),
  };
}
