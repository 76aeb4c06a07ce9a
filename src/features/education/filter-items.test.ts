import { describe, expect, it } from 'vitest';
import { educationItems } from '@/content/education-items';
import type { EducationItem } from '@/content/types';
import { DIFFICULTY_OPTIONS } from './education-options';
import { ALL_ITEMS, countOptions, filterEducationItems, type EducationFilters } from './filter-items';

function item(title: string, fields: Pick<EducationItem, 'type' | 'difficulty'>): EducationItem {
  return { title, excerpt: '', readTime: '7 min read', slug: title, ...fields };
}

const items = [
  item('easy-framework', { type: 'framework', difficulty: 'beginner' }),
  item('hard-framework', { type: 'framework', difficulty: 'advanced' }),
  item('paper', { type: 'whitepaper', difficulty: 'intermediate' }),
  item('study', { type: 'research', difficulty: 'advanced' }),
  item('guide', { type: 'tool-guide', difficulty: 'beginner' }),
];

describe('filterEducationItems', () => {
  it.each<[string, EducationFilters, string[]]>([
    [
      'both at all keep everything',
      ALL_ITEMS,
      ['easy-framework', 'hard-framework', 'paper', 'study', 'guide'],
    ],
    ['difficulty only', { difficulty: 'beginner', type: 'all' }, ['easy-framework', 'guide']],
    ['type only', { difficulty: 'all', type: 'framework' }, ['easy-framework', 'hard-framework']],
    ['both must match', { difficulty: 'advanced', type: 'framework' }, ['hard-framework']],
    ['matching one filter is not enough', { difficulty: 'intermediate', type: 'research' }, []],
    ['tool guides', { difficulty: 'all', type: 'tool-guide' }, ['guide']],
    ['whitepapers', { difficulty: 'intermediate', type: 'whitepaper' }, ['paper']],
    ['a level nobody has', { difficulty: 'beginner', type: 'research' }, []],
  ])('%s', (_name, filters, expected) => {
    expect(filterEducationItems(items, filters).map((found) => found.title)).toEqual(expected);
  });

  it('keeps the order of the list', () => {
    const found = filterEducationItems(educationItems, { difficulty: 'beginner', type: 'all' });
    expect(found).toEqual(educationItems.filter((entry) => entry.difficulty === 'beginner'));
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('countOptions', () => {
  const levels = DIFFICULTY_OPTIONS;

  it('labels each level with what it would show beside the chosen type, and lists the empty ones', () => {
    expect(countOptions(items, { difficulty: 'all', type: 'framework' }, 'difficulty', levels)).toEqual({
      options: [
        { id: 'all', label: 'All Levels (2)' },
        { id: 'beginner', label: 'Beginner (1)' },
        { id: 'intermediate', label: 'Intermediate (0)' },
        { id: 'advanced', label: 'Advanced (1)' },
      ],
      emptyIds: ['intermediate'],
    });
  });

  it('never lists the chosen option as one to disable, even when it shows nothing', () => {
    const { emptyIds } = countOptions(
      items,
      { difficulty: 'intermediate', type: 'research' },
      'difficulty',
      levels,
    );
    // Beginner finds no research either, but intermediate is the choice the visitor can see.
    expect(emptyIds).toEqual(['beginner']);
  });
});
