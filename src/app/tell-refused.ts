import { toast } from '@/components/ui/toast';
import { refusedBookingToast } from '@/features/booking/booking-messages';
import { refusedEnquiryToast } from '@/features/enquiry/refused-enquiry';
import { refusedSubscriptionToast } from '@/features/newsletter/refused-subscription';
import type { RefusedItem } from '@/lib/outbox/outbox-db';

/**
 * Tells the visitor about messages the server refused after they were told
 * the messages would be sent automatically, each once, in toasts that stay
 * until dismissed. The contact page keeps listing them until acted on.
 */
export function tellRefused(items: RefusedItem[]): void {
  for (const item of items)
    toast(
      item.kind === 'enquiry'
        ? refusedEnquiryToast(item)
        : item.kind === 'booking'
          ? refusedBookingToast()
          : refusedSubscriptionToast(item),
      'until-dismissed',
    );
}
