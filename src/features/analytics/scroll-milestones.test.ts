import { describe, expect, it } from 'vitest';
import { newMilestones, scrollPercent } from './scroll-milestones';

describe('scrollPercent', () => {
  it.each([
    [0, 800, 4000, 20],
    [200, 800, 4000, 25],
    [3200, 800, 4000, 100],
    [5000, 800, 4000, 100],
    [0, 800, 600, 100],
    [-50, 800, 4000, 19],
  ])('scrolled %i with a %i px viewport on a %i px page is %i%%', (y, viewport, page, expected) => {
    expect(scrollPercent(y, viewport, page)).toBe(expected);
  });
});

describe('newMilestones', () => {
  it.each([
    [10, [], []],
    [25, [], [25]],
    [60, [], [25, 50]],
    [60, [25], [50]],
    [100, [25, 50], [75, 100]],
    [100, [25, 50, 75, 100], []],
  ])('at %i%% having reported %o, reports %o', (percent, reported, expected) => {
    expect(newMilestones(percent, new Set(reported))).toEqual(expected);
  });
});
