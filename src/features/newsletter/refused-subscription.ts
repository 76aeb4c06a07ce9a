import type { ToastContent } from '@/components/ui/toast';
import type { RefusedItem } from '@/lib/outbox/outbox-db';
import { newsletterToasts } from './newsletter-messages';

/**
 * What to tell a visitor whose queued subscription or unsubscription the
 * server refused. The server never refuses a known address (it answers
 * like for a new one), so a refusal is the spec's failure message.
 */
export function refusedSubscriptionToast(item: RefusedItem): ToastContent {
  return item.kind === 'unsubscription' ? newsletterToasts.unsubscribeFailed : newsletterToasts.failed;
}
