import type { FormTraps } from '@/components/form-traps';
import type { ServiceId } from '@/content/types';
import { sendLazily } from '@/lib/outbox/send-lazily';
import type { SendOutcome } from '@/lib/outbox/send-now';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import type { SentRecord } from '@/lib/pocketbase/record-fields';
import { newRecordId } from '@/lib/record-id';
import type { EnquiryValues } from './enquiry-rules';

export interface Enquiry extends EnquiryValues {
  service?: ServiceId;
  /** The pricing package's name, when the visitor chose one. */
  packageName?: string;
  /** What the enquiry asks for; none means a plain enquiry. */
  topic?: 'enquiry' | 'waitlist' | 'discovery_call';
}

/**
 * sent: delivered. queued: kept on this device and sent automatically once
 * the connection is back. rejected: the server refused it (fields say why).
 * failed: neither sent nor kept (the form keeps the text).
 */
export type SendEnquiryResult =
  | { status: 'sent' }
  | { status: 'queued' }
  | { status: 'rejected'; fields: Record<string, string> }
  | { status: 'failed'; reason: 'offline' | 'storage-full' };

function toResult(outcome: SendOutcome): SendEnquiryResult {
  return outcome.status === 'delivered' ? { status: 'sent' } : outcome;
}

/**
 * The one path every enquiry form uses: into the outbox, then on to
 * PocketBase. The form's traps travel with it, measured as it is sent.
 */
export async function sendEnquiry(enquiry: Enquiry, traps: FormTraps): Promise<SendEnquiryResult> {
  const id = newRecordId();
  const body = {
    id,
    name: enquiry.name.trim(),
    email: enquiry.email.trim(),
    message: enquiry.message.trim(),
    ...(enquiry.service ? { service: enquiry.service } : {}),
    ...(enquiry.topic ? { topic: enquiry.topic } : {}),
    // Shown to the admin beside the enquiry: which form it came from.
    source_page: window.location.pathname,
    ...(enquiry.packageName ? { package: enquiry.packageName } : {}),
    ...traps,
  } satisfies SentRecord<'enquiries'>;
  return toResult(await sendLazily({ id, kind: 'enquiry', path: COLLECTIONS.enquiries.recordsPath, body }));
}
