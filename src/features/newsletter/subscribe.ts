import { createRecord } from '@/lib/api/create-record';
import { newRecordId } from '@/lib/record-id';

export type SubscriptionSource = 'website' | 'popup' | 'journal' | 'footer';

export interface Subscription {
  email: string;
  fullName?: string;
  source: SubscriptionSource;
}

/**
 * subscribed: stored. already_subscribed: the address was on the list (spec
 * §8, code 23505). invalid: the server refused the address. failed: not
 * delivered, try again later.
 */
export type SubscribeResult = 'subscribed' | 'already_subscribed' | 'invalid' | 'failed';

/** Adds an address to the newsletter list. */
export async function subscribeToNewsletter(subscription: Subscription): Promise<SubscribeResult> {
  const outcome = await createRecord('newsletter_subscriptions', {
    id: newRecordId(),
    email: subscription.email.trim(),
    full_name: subscription.fullName?.trim() ?? '',
    source: subscription.source,
  });
  switch (outcome.kind) {
    case 'created':
    case 'duplicate':
      return 'subscribed';
    case 'invalid':
      return outcome.fields.email && /unique/i.test(outcome.fields.email) ? 'already_subscribed' : 'invalid';
    case 'retry':
      return 'failed';
  }
}
