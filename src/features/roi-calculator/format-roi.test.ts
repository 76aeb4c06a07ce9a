import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPence, formatPercent } from './format-roi';

describe('ROI formatting (en-GB)', () => {
  it.each([
    [2400, '£2,400'],
    [50, '£50'],
    [33.3333, '£33.33'],
    [0.5, '£0.50'],
    [-1200, '-£1,200'],
    [1999.999, '£2,000'],
    [999_999, '£999,999'],
    [1_234_567, '£1.2m'],
    [-5e9, '-£5bn'],
    [999_999_999_999_999, '£1000tn'],
    [1e15, '£1E15'],
    [1e300, '£1E300'],
  ])('money %d reads %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([
    [20, '20%'],
    [-50, '-50%'],
    [1340, '1,340%'],
    [12.345, '12.3%'],
    [2_500_000, '2.5m%'],
    [-1e20, '-1E20%'],
  ])('percent %d reads %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it('shows pence and counts', () => {
    expect(formatPence(1.2)).toBe('£1.20');
    expect(formatCount(2.775)).toBe('2.8');
    expect(formatCount(4)).toBe('4');
    expect(formatPence(12_345_678.9)).toBe('£12.3m');
    expect(formatCount(7_000_000_000)).toBe('7bn');
  });
});
