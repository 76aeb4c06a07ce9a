import type { ToastContent } from '@/components/ui/toast';
import type { RefusedItem } from '@/lib/outbox/outbox-db';
import { newsletterToasts } from './newsletter-messages';
import { isAlreadySubscribed } from './subscribe';

/**
 * What to tell a visitor whose queued subscription the server refused: a
 * known address hears so kindly (DESIGN point 6), anything else gets the
 * spec's failure message.
 */
export function refusedSubscriptionToast(item: RefusedItem): ToastContent {
  return isAlreadySubscribed(item.fields) ? newsletterToasts.alreadySubscribed : newsletterToasts.failed;
}
