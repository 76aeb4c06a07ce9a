import { describe, expect, it } from 'vitest';
import { withDecimalPoint } from './decimal-comma';

describe('withDecimalPoint', () => {
  it.each([
    ['2,5', '2.5'],
    ['2,5%', '2.5%'],
    [',5', '.5'],
    ['12,75 %', '12.75 %'],
    ['2.5', '2.5'],
    ['25', '25'],
    ['1,000.5', '1,000.5'],
    ['1,000,000', '1,000,000'],
    ['', ''],
  ])('%j reads as %j', (typed, read) => {
    expect(withDecimalPoint(typed)).toBe(read);
  });
});
