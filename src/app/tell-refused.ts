import { toast } from '@/components/ui/toast';
import { refusedEnquiryToast } from '@/features/enquiry/refused-enquiry';
import { refusedSubscriptionToast } from '@/features/newsletter/refused-subscription';
import type { RefusedItem } from '@/lib/outbox/outbox-db';

/**
 * Tells the visitor about messages the server refused after they were told
 * the messages would be sent automatically, each once.
 */
export function tellRefused(items: RefusedItem[]): void {
  for (const item of items)
    toast(item.kind === 'enquiry' ? refusedEnquiryToast(item) : refusedSubscriptionToast(item));
}
