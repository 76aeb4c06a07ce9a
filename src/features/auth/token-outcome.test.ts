import { describe, expect, it } from 'vitest';
import { tokenEmail, tokenProblem } from './token-outcome';

const now = Date.UTC(2026, 10, 23, 12);
const token = (exp: number) => `h.${btoa(JSON.stringify({ exp: exp / 1000 })).replace(/=+$/, '')}.s`;
const refused = { status: 400, response: { data: { token: { code: 'validation_invalid_token' } } } };

describe('tokenProblem', () => {
  it.each([
    ['a refused token past its expiry', refused, token(now - 1000), 'expired'],
    ['a refused token still in date', refused, token(now + 60_000), 'invalid'],
    ['an unreadable token', refused, 'not-a-token', 'invalid'],
    [
      'a verification link already followed',
      { status: 400, response: { data: { token: { code: 'validation_token_used' } } } },
      token(now + 60_000),
      'used',
    ],
    ['no connection', { status: 0 }, token(now + 60_000), 'offline'],
  ])('%s is %s', (_label, error, value, expected) => {
    expect(tokenProblem(error, value, now)).toBe(expected);
  });
});

describe('tokenEmail', () => {
  it('reads the address a token was issued for', () => {
    const value = `h.${btoa(JSON.stringify({ email: 'ann@example.com' })).replace(/=+$/, '')}.s`;
    expect(tokenEmail(value)).toBe('ann@example.com');
  });

  it.each([['not-a-token'], [token(now)]])('is null when there is none (%s)', (value) => {
    expect(tokenEmail(value)).toBeNull();
  });
});
