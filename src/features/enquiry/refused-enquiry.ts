import type { ToastContent } from '@/components/ui/toast';
import { ENQUIRY_TYPED_FIELDS, type EnquiryValues } from '@/definitions/enquiry';
import type { RefusedItem } from '@/lib/outbox/outbox-db';
import { paths } from '@/lib/paths';
import { enquiryToasts } from './enquiry-messages';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's values from a refused enquiry's stored body. */
export function enquiryValuesOf(body: Record<string, unknown>): EnquiryValues {
  return Object.fromEntries(ENQUIRY_TYPED_FIELDS.map((field) => [field, text(body[field])])) as EnquiryValues;
}

/**
 * The failure message for an enquiry the server refused after it was
 * queued, with a link to the contact form holding its text again, in the
 * same mode and about the same service.
 */
export function refusedEnquiryToast(item: RefusedItem): ToastContent {
  const service = text(item.body.service);
  return {
    ...enquiryToasts.failed,
    action: {
      label: 'Get your message back',
      href: paths.contact.href({
        ...(service ? { service } : {}),
        waitlist: item.body.topic === 'waitlist',
        call: item.body.topic === 'discovery_call',
        restore: item.id,
      }),
    },
  };
}
