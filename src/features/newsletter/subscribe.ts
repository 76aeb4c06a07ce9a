import { sendLazily } from '@/lib/outbox/send-lazily';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
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
 * neither sent nor kept. storage_full: neither sent nor kept, as the device
 * has no room left to keep it.
 */
export type SubscribeResult =
  'subscribed' | 'queued' | 'already_subscribed' | 'invalid' | 'failed' | 'storage_full';

/** The server's refusal means the address is on the list already. */
export const isAlreadySubscribed = (fields: Record<string, string>) =>
  fields.email !== undefined && /unique/i.test(fields.email);

/** Adds an address to the newsletter list, through the outbox. */
export async function subscribeToNewsletter(subscription: Subscription): Promise<SubscribeResult> {
  const id = newRecordId();
  const outcome = await sendLazily({
    id,
    kind: 'subscription',
    path: COLLECTIONS.newsletterSubscriptions.recordsPath,
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
      return isAlreadySubscribed(outcome.fields) ? 'already_subscribed' : 'invalid';
    case 'failed':
      return outcome.reason === 'storage-full' ? 'storage_full' : 'failed';
  }
}
