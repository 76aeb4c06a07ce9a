import type { ToastContent } from '@/components/ui/toast';
import type { RefusedItem } from '@/lib/outbox/outbox-db';
import { paths } from '@/lib/paths';
import { newsletterToasts } from './newsletter-messages';

/**
 * What to tell a visitor whose queued subscription or unsubscription the
 * server refused. The server never refuses a known address (it answers
 * like for a new one), so a refusal gets the usual failure message, with a
 * link to the contact page, where it waits with its address.
 */
export function refusedSubscriptionToast(item: RefusedItem): ToastContent {
  return {
    ...(item.kind === 'unsubscription' ? newsletterToasts.unsubscribeFailed : newsletterToasts.failed),
    action: { label: 'See what was not sent', href: paths.contact.href() },
  };
}
