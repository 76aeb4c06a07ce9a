import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/analytics/analytics.test-helpers';
import { sendLazily } from '@/lib/outbox/send-lazily';
import type { SendOutcome } from '@/lib/outbox/send-now';
import { subscribeToNewsletter, type SubscribeResult } from './subscribe';
import { wasSubscribedHere } from './subscribed-here';

// The outbox is tested on its own (src/lib/outbox); here, only what each of its answers means.
vi.mock('@/lib/outbox/send-lazily', () => ({ sendLazily: vi.fn() }));

beforeEach(() => {
  vi.mocked(sendLazily).mockReset();
  vi.stubGlobal('localStorage', memoryStorage());
});

describe('subscribeToNewsletter', () => {
  it.each<[SendOutcome, SubscribeResult, boolean]>([
    [{ status: 'delivered' }, 'subscribed', true],
    [{ status: 'queued' }, 'queued', true],
    [{ status: 'rejected', fields: { email: 'Must be a valid email address.' } }, 'invalid', false],
    [{ status: 'failed', reason: 'offline' }, 'failed', false],
    [{ status: 'failed', reason: 'storage-full' }, 'storage_full', false],
  ])('the outbox answering %o reads as %s', async (outcome, expected, remembered) => {
    vi.mocked(sendLazily).mockResolvedValue(outcome);
    expect(await subscribeToNewsletter({ email: ' ada@example.com ', source: 'popup' })).toBe(expected);
    expect(vi.mocked(sendLazily).mock.calls[0]![0]).toMatchObject({
      kind: 'subscription',
      body: { email: 'ada@example.com', source: 'popup' },
    });
    expect(wasSubscribedHere('ADA@example.com')).toBe(remembered);
  });

  it("says 'already subscribed' only for an address this browser subscribed, without sending it again", async () => {
    vi.mocked(sendLazily).mockResolvedValue({ status: 'delivered' });
    await subscribeToNewsletter({ email: 'grace@example.com', source: 'footer' });
    expect(await subscribeToNewsletter({ email: 'Grace@Example.com', source: 'popup' })).toBe(
      'already_subscribed',
    );
    expect(await subscribeToNewsletter({ email: 'other@example.com', source: 'popup' })).toBe('subscribed');
    expect(sendLazily).toHaveBeenCalledTimes(2);
  });
});
