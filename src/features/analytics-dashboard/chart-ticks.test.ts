import { describe, expect, it } from 'vitest';
import { bucketTicks } from './chart-ticks';

const days = (count: number) => Array.from({ length: count }, (_, index) => index * 86_400);

describe('bucketTicks', () => {
  it('labels each of seven days once where they fit', () => {
    expect(bucketTicks(days(7), 800)).toEqual(days(7));
  });

  it('labels every nth day on a narrow chart, ending with the newest', () => {
    const ticks = bucketTicks(days(30), 320);
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(ticks.at(-1)).toBe(29 * 86_400);
    expect(new Set(ticks).size).toBe(ticks.length);
  });

  it('has nothing to label without buckets', () => {
    expect(bucketTicks([], 800)).toEqual([]);
  });
});
