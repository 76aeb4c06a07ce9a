import type { FormTraps } from '@/components/form-traps';
import { readEnquiry, type EnquiryValues } from '@/definitions/enquiry';
import type { ServiceId, TopicId } from '@/definitions/services';
import type { Outcome } from '@/lib/outbox/outcome';
import { sendLazily } from '@/lib/outbox/send-lazily';
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
 * The one path every enquiry form uses: built by the enquiry's definition,
 * into the outbox, then on to PocketBase; the form hears the outbox's own
 * outcome. The form's traps travel with it, measured as it is sent.
 */
export async function sendEnquiry(enquiry: Enquiry, traps: FormTraps): Promise<Outcome> {
  const id = newRecordId();
  // Shown to the admin beside the enquiry: which form it came from.
  const { record } = readEnquiry({ ...enquiry, source_page: window.location.pathname });
  const body = { id, ...record, ...traps } satisfies SentRecord<'enquiries'>;
  return sendLazily({ id, kind: 'enquiry', path: COLLECTIONS.enquiries.recordsPath, body });
}
