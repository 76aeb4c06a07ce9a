import type { FormTraps } from '@/components/form-traps';
import { readEnquiry, type EnquiryValues } from '@/definitions/enquiry';
import type { ServiceId, TopicId } from '@/definitions/services';
import { sendLazily } from '@/lib/outbox/send-lazily';
import type { SendOutcome } from '@/lib/outbox/send-now';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import type { SentRecord } from '@/lib/pocketbase/record-fields';
import { newRecordId } from '@/lib/record-id';

export interface Enquiry extends EnquiryValues {
  service?: ServiceId;
  /** The pricing package's name, when the visitor chose one. */
  package?: string;
  /** What the enquiry asks for; none means a plain enquiry. */
  topic?: TopicId;
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
 * The one path every enquiry form uses: built by the enquiry's definition,
 * into the outbox, then on to PocketBase. The form's traps travel with it,
 * measured as it is sent.
 */
export async function sendEnquiry(enquiry: Enquiry, traps: FormTraps): Promise<SendEnquiryResult> {
  const id = newRecordId();
  // Shown to the admin beside the enquiry: which form it came from.
  const { record } = readEnquiry({ ...enquiry, source_page: window.location.pathname });
  const body = { id, ...record, ...traps } satisfies SentRecord<'enquiries'>;
  return toResult(await sendLazily({ id, kind: 'enquiry', path: COLLECTIONS.enquiries.recordsPath, body }));
}
