import { wasSentTooQuickly, type FormTraps } from '@/components/form-traps';
import { readSubscription, type SubscriptionSource } from '@/definitions/newsletter';
import { sendLazily } from '@/lib/outbox/send-lazily';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import type { SentRecord } from '@/lib/pocketbase/record-fields';
import { newRecordId } from '@/lib/record-id';
import { rememberSubscribedHere, subscriptionHere } from './subscribed-here';

export type { SubscriptionSource };

export interface Subscription {
  email: string;
  fullName?: string;
  source: SubscriptionSource;
  /** The form's traps for the server's spam checks, measured as it is sent. */
  traps: FormTraps;
}

/**
 * What the visitor is told, from the outbox's outcome and what this browser
 * knows of the address. subscribed: the server has it and mails a confirmation link (double
 * opt-in). queued: kept on this device and sent once the connection is
 * back. already_subscribed: this browser itself subscribed the address
 * before and confirmed it here (the server never says whether an address is
 * known). awaiting_confirmation: this browser subscribed the address before
 * but no confirmation was seen here; it was sent again, so the server mails
 * its owner once more within its pause (a new link, or a note that it is
 * already subscribed). invalid: the
 * server refused the address. too_quick: the server refused it as sent
 * faster than a person fills in the form. failed: neither sent nor kept. storage_full:
 * neither sent nor kept, as the device has no room left to keep it.
 */
export type SubscribeResult =
  | 'subscribed'
  | 'queued'
  | 'already_subscribed'
  | 'awaiting_confirmation'
  | 'invalid'
  | 'too_quick'
  | 'failed'
  | 'storage_full';

/**
 * Subscribes an address to the newsletter, through the outbox. Every
 * subscribe form (the popup, the footer, the sign-up consent box) uses it.
 */
export async function subscribeToNewsletter(subscription: Subscription): Promise<SubscribeResult> {
  const { record } = readSubscription({
    email: subscription.email,
    full_name: subscription.fullName,
    source: subscription.source,
  });
  const email = record.email ?? '';
  const here = subscriptionHere(email);
  if (here === 'confirmed') return 'already_subscribed';
  const id = newRecordId();
  const outcome = await sendLazily({
    id,
    kind: 'subscription',
    path: COLLECTIONS.newsletterSubscriptions.recordsPath,
    body: {
      id,
      ...record,
      ...subscription.traps,
    } satisfies SentRecord<'newsletter_subscriptions'>,
  });
  switch (outcome.kind) {
    case 'delivered':
    case 'retry':
      rememberSubscribedHere(email, id);
      if (outcome.kind === 'retry') return 'queued';
      return here === 'unconfirmed' ? 'awaiting_confirmation' : 'subscribed';
    case 'refused':
      return wasSentTooQuickly(outcome.fields) ? 'too_quick' : 'invalid';
    case 'unkept':
      return outcome.reason === 'storage-full' ? 'storage_full' : 'failed';
  }
}
