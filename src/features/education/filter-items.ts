import type { EducationItem } from '@/content/types';
import type { DifficultyFilter, TypeFilter } from './education-options';

export interface EducationFilters {
  difficulty: DifficultyFilter;
  type: TypeFilter;
}

/** Spec §4: both filters start at 'all'. */
export const ALL_ITEMS: EducationFilters = { difficulty: 'all', type: 'all' };

/** Spec §4: an item shows only if it matches both filters; 'all' matches anything. */
export function filterEducationItems(
  items: readonly EducationItem[],
  { difficulty, type }: EducationFilters,
): EducationItem[] {
  return items.filter(
    (item) =>
      (difficulty === 'all' || item.difficulty === difficulty) && (type === 'all' || item.type === type),
  );
}
