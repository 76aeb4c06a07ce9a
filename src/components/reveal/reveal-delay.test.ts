import { describe, expect, it } from 'vitest';
import { revealDelay, REVEAL_MAX_DELAY_MS, REVEAL_STEP_MS } from './reveal-delay';

describe('revealDelay', () => {
  it('staggers by 100 ms per card up to 600 ms', () => {
    expect(REVEAL_STEP_MS).toBe(100);
    expect(REVEAL_MAX_DELAY_MS).toBe(600);
  });

  it.each<[number, number | undefined, number]>([
    [0, undefined, 0],
    [1, undefined, 100],
    [3, undefined, 300],
    [6, undefined, 600],
    [7, undefined, 600],
    [50, undefined, 600],
    [2, 150, 300],
    [5, 150, 600],
    [3, 0, 0],
    [-2, undefined, 0],
    [2.7, undefined, 200],
    [Number.NaN, undefined, 0],
    [Number.POSITIVE_INFINITY, undefined, 0],
    [2, -100, 0],
  ])('card %d with step %s waits %d ms', (index, step, expected) => {
    expect(revealDelay(index, step)).toBe(expected);
  });

  it('takes a custom cap', () => {
    expect(revealDelay(10, 100, 300)).toBe(300);
  });
});
