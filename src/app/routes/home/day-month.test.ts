import { describe, expect, it } from 'vitest';
import { formatDayMonth } from './day-month';

describe('formatDayMonth', () => {
  it.each([
    ['2026-01-22', '22 Jan'],
    ['2026-03-01', '1 Mar'],
    ['2025-12-31', '31 Dec'],
    ['2024-02-29', '29 Feb'],
    ['2026-06-09', '9 Jun'],
  ])('shows %s as %s', (iso, expected) => {
    expect(formatDayMonth(iso)).toBe(expected);
  });

  it.each(['', 'soon', '2026-1-22', '2026-02-30', '2026-13-01', '22/01/2026'])(
    'leaves %j as written when it is not a real yyyy-mm-dd date',
    (text) => {
      expect(formatDayMonth(text)).toBe(text);
    },
  );
});
