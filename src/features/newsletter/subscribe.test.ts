import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendLazily } from '@/lib/outbox/send-lazily';
import type { SendOutcome } from '@/lib/outbox/send-now';
import { subscribeToNewsletter, type SubscribeResult } from './subscribe';

// The outbox is tested on its own (src/lib/outbox); here, only what each of its answers means.
vi.mock('@/lib/outbox/send-lazily', () => ({ sendLazily: vi.fn() }));

beforeEach(() => {
  vi.mocked(sendLazily).mockReset();
});

describe('subscribeToNewsletter', () => {
  it.each<[SendOutcome, SubscribeResult]>([
    [{ status: 'delivered' }, 'subscribed'],
    [{ status: 'queued' }, 'queued'],
    [{ status: 'rejected', fields: { email: 'Value must be unique.' } }, 'already_subscribed'],
    [{ status: 'rejected', fields: { email: 'Must be a valid email address.' } }, 'invalid'],
    [{ status: 'failed', reason: 'offline' }, 'failed'],
    [{ status: 'failed', reason: 'storage-full' }, 'storage_full'],
  ])('the outbox answering %o reads as %s', async (outcome, expected) => {
    vi.mocked(sendLazily).mockResolvedValue(outcome);
    expect(await subscribeToNewsletter({ email: ' ada@example.com ', source: 'popup' })).toBe(expected);
    expect(vi.mocked(sendLazily).mock.calls[0]![0]).toMatchObject({
      kind: 'subscription',
      body: { email: 'ada@example.com', source: 'popup' },
    });
  });
});
