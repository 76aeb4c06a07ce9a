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
