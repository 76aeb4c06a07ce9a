import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from './settle';

describe('backoffDelay', () => {
  it.each([
    [1, 1_000, 2_000],
    [2, 2_000, 4_000],
    [3, 4_000, 8_000],
    [5, 16_000, 32_000],
    [8, 128_000, 256_000],
    [9, 150_000, 300_000],
    [40, 150_000, 300_000],
  ])('retry %i waits between %i and %i ms', (attempt, low, high) => {
    expect(backoffDelay(attempt, () => 0)).toBe(low);
    expect(backoffDelay(attempt, () => 1)).toBe(high);
    const sampled = backoffDelay(attempt);
    expect(sampled).toBeGreaterThanOrEqual(low);
    expect(sampled).toBeLessThanOrEqual(high);
  });

  it('never exceeds the cap and never goes below half the base', () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const delay = backoffDelay(attempt);
      expect(delay).toBeLessThanOrEqual(BACKOFF_CAP_MS);
      expect(delay).toBeGreaterThanOrEqual(BACKOFF_BASE_MS / 2);
    }
  });
});
