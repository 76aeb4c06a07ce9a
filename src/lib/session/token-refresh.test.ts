import { describe, expect, it } from 'vitest';
import { refreshIsDue } from './token-refresh';

function token(payload: Record<string, unknown>): string {
  const part = btoa(JSON.stringify(payload)).replace(/=+$/, '');
  return `header.${part}.signature`;
}

const DAY_S = 24 * 60 * 60;
const issued = 1_800_000_000;
const sevenDays = token({ iat: issued, exp: issued + 7 * DAY_S });

describe('refreshIsDue', () => {
  it.each([
    ['just issued', 0, false],
    ['three days in', 3 * DAY_S, false],
    ['half its life gone', 3.5 * DAY_S, true],
    ['six days in', 6 * DAY_S, true],
    ['expired', 8 * DAY_S, true],
  ])('a seven-day token %s: %s', (_label, age, due) => {
    expect(refreshIsDue(sevenDays, (issued + age) * 1000)).toBe(due);
  });

  it('assumes the default seven days when the token carries no issue time', () => {
    const exp = issued + 7 * DAY_S;
    expect(refreshIsDue(token({ exp }), (issued + DAY_S) * 1000)).toBe(false);
    expect(refreshIsDue(token({ exp }), (issued + 4 * DAY_S) * 1000)).toBe(true);
  });

  it.each([['not-a-token'], ['a.!!!.c'], [token({})]])('refreshes an unreadable token (%s)', (value) => {
    expect(refreshIsDue(value)).toBe(true);
  });
});
