import { describe, expect, it } from 'vitest';
import { confirmSubscription, subscriptionIdOf, type ConfirmResult } from './confirm-subscription';

const answer = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const refusal = (code: string) => ({
  status: 400,
  message: 'No.',
  data: { token: { code, message: 'No.' } },
});

describe('confirmSubscription', () => {
  it.each<[string, typeof fetch, ConfirmResult]>([
    ['confirmed', answer(200, { status: 'subscribed' }), 'confirmed'],
    ['an expired link', answer(400, refusal('validation_token_expired')), 'expired'],
    ['a forged link', answer(400, refusal('validation_invalid_token')), 'invalid'],
    ['a server fault', answer(500, { message: 'Oops.' }), 'unreachable'],
    ['a captive portal page', () => Promise.resolve(new Response('<html>', { status: 200 })), 'unreachable'],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), 'unreachable'],
  ])('%s', async (_name, fetcher, expected) => {
    expect(await confirmSubscription('token', fetcher)).toBe(expected);
  });
});

describe('subscriptionIdOf', () => {
  it('reads the record id a confirmation token names', () => {
    expect(subscriptionIdOf(`abc123def456ghi.1767225600.${'0'.repeat(64)}`)).toBe('abc123def456ghi');
  });
});
