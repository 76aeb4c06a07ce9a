import { newRecordId } from '@/lib/record-id';

export type SubscriptionSource = 'website' | 'popup' | 'journal' | 'footer';

export interface Subscription {
  email: string;
  fullName?: string;
  source: SubscriptionSource;
}

/**
 * subscribed: stored. queued: kept on this device and sent once the
 * connection is back. already_subscribed: the address was on the list
 * (spec §8, code 23505). invalid: the server refused the address. failed:
 * neither sent nor kept.
 */
export type SubscribeResult = 'subscribed' | 'queued' | 'already_subscribed' | 'invalid' | 'failed';

/** Adds an address to the newsletter list, through the outbox. */
export async function subscribeToNewsletter(subscription: Subscription): Promise<SubscribeResult> {
  const id = newRecordId();
  // The outbox loads when first needed, not with the page.
  const { sendNow } = await import('@/lib/outbox/send-now');
  const outcome = await sendNow({
    id,
    kind: 'subscription',
    path: '/api/collections/newsletter_subscriptions/records',
    body: {
      id,
      email: subscription.email.trim(),
      full_name: subscription.fullName?.trim() ?? '',
      source: subscription.source,
    },
  });
  switch (outcome.status) {
    case 'delivered':
      return 'subscribed';
    case 'queued':
      return 'queued';
    case 'rejected':
      return outcome.fields.email && /unique/i.test(outcome.fields.email) ? 'already_subscribed' : 'invalid';
    case 'failed':
      return 'failed';
  }
}
