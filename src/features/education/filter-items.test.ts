import { describe, expect, it } from 'vitest';
import { educationItems } from '@/content/education-items';
import type { EducationItem } from '@/content/types';
import { ALL_ITEMS, filterEducationItems, type EducationFilters } from './filter-items';

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
