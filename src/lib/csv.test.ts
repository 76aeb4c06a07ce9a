import { describe, expect, it } from 'vitest';
import { csvText, ukDateTime } from './csv';

describe('ukDateTime', () => {
  it.each([
    ['winter, GMT', '2026-12-07T03:22:09.445Z', '07/12/2026 03:22'],
    ['summer, BST', '2026-07-01T23:30:00Z', '02/07/2026 00:30'],
    ['the morning the clocks go forward', '2026-03-29T01:30:00Z', '29/03/2026 02:30'],
  ])('writes a moment in %s as the UK reads it', (_case, at, expected) => {
    expect(ukDateTime(new Date(at))).toBe(expected);
  });
});

describe('csvText', () => {
  it('quotes what CSV needs, keeps "£" as it is and defuses formulas', () => {
    expect(csvText([['£120, paid', '=SUM(A1)', 'plain']])).toBe(`"£120, paid",'=SUM(A1),plain\r\n`);
  });
});
