import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage.test-helpers';
import { sendLazily } from '@/lib/outbox/send-lazily';
import type { Outcome } from '@/lib/outbox/outcome';
import { sentNames } from '@/lib/pocketbase/record-fields.test-helpers';
import { subscribeToNewsletter, type SubscribeResult } from './subscribe';
import { rememberConfirmedHere, subscriptionHere } from './subscribed-here';
import { STORAGE_KEYS } from '@/lib/storage-keys';

// The outbox is tested on its own (src/lib/outbox); here, only what each of its answers means.
vi.mock('@/lib/outbox/send-lazily', () => ({ sendLazily: vi.fn() }));

/** A person's few seconds on the form, with the honeypot left empty. */
const traps = { website: '', form_fill_ms: 4_000 };

beforeEach(() => {
  vi.mocked(sendLazily).mockReset();
  vi.stubGlobal('localStorage', memoryStorage());
});

describe('subscribeToNewsletter', () => {
  const refused = (fields: Record<string, string>): Outcome => ({
    kind: 'refused',
    message: 'Failed to create record.',
    fields,
  });
  it.each<[Outcome, SubscribeResult, boolean]>([
    [{ kind: 'delivered' }, 'subscribed', true],
    [{ kind: 'retry', status: null }, 'queued', true],
    [refused({ email: 'Must be a valid email address.' }), 'invalid', false],
    [refused({ form_fill_ms: 'That was sent very quickly.' }), 'too_quick', false],
    [{ kind: 'unkept', reason: 'no-outbox' }, 'failed', false],
    [{ kind: 'unkept', reason: 'storage-full' }, 'storage_full', false],
  ])('the outbox answering %o reads as %s', async (outcome, expected, remembered) => {
    vi.mocked(sendLazily).mockResolvedValue(outcome);
    expect(await subscribeToNewsletter({ email: ' ada@example.com ', source: 'popup', traps })).toBe(
      expected,
    );
    expect(vi.mocked(sendLazily).mock.calls[0]![0]).toMatchObject({
      kind: 'subscription',
      body: { email: 'ada@example.com', source: 'popup', website: '', form_fill_ms: 4_000 },
    });
    expect(subscriptionHere('ADA@example.com')).toBe(remembered ? 'unconfirmed' : 'none');
  });

  it('sends an address this browser subscribed but never confirmed here again, and says to confirm it', async () => {
    vi.mocked(sendLazily).mockResolvedValue({ kind: 'delivered' });
    expect(await subscribeToNewsletter({ email: 'grace@example.com', source: 'footer', traps })).toBe(
      'subscribed',
    );
    expect(await subscribeToNewsletter({ email: 'Grace@Example.com', source: 'popup', traps })).toBe(
      'awaiting_confirmation',
    );
    expect(sendLazily).toHaveBeenCalledTimes(2);
  });

  it("says 'already subscribed' only for an address confirmed in this browser, without sending it again", async () => {
    vi.mocked(sendLazily).mockResolvedValue({ kind: 'delivered' });
    await subscribeToNewsletter({ email: 'grace@example.com', source: 'footer', traps });
    // The confirmation link names the record this browser sent first.
    rememberConfirmedHere(vi.mocked(sendLazily).mock.calls[0]![0].id);
    expect(await subscribeToNewsletter({ email: 'Grace@Example.com', source: 'popup', traps })).toBe(
      'already_subscribed',
    );
    expect(await subscribeToNewsletter({ email: 'other@example.com', source: 'popup', traps })).toBe(
      'subscribed',
    );
    expect(sendLazily).toHaveBeenCalledTimes(2);
  });

  it('takes an address an earlier visit kept, without its id, as not confirmed here', async () => {
    localStorage.setItem(STORAGE_KEYS.newsletterSubscribedHere, JSON.stringify(['ada@example.com']));
    vi.mocked(sendLazily).mockResolvedValue({ kind: 'delivered' });
    expect(await subscribeToNewsletter({ email: 'ada@example.com', source: 'popup', traps })).toBe(
      'awaiting_confirmation',
    );
  });

  it("sends a subscription under exactly the contract's field names", async () => {
    vi.mocked(sendLazily).mockResolvedValue({ kind: 'delivered' });
    await subscribeToNewsletter({ email: 'ada@example.com', fullName: 'Ada', source: 'footer', traps });
    const { body } = vi.mocked(sendLazily).mock.calls[0]![0];
    expect(Object.keys(body).sort()).toEqual(sentNames('newsletter_subscriptions'));
  });
});
