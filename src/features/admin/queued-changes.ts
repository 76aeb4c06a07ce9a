import { sendLazily } from '@/lib/outbox/send-lazily';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { newRecordId } from '@/lib/record-id';
import { withChanges, type Enquiry, type EnquiryChanges } from './enquiry';
import { keepChangedEnquiry } from './inbox/kept-inbox';

/**
 * No answer came at all (offline, the server out of reach: the SDK's status
 * 0), as opposed to an answer refusing the request or a request cancelled.
 */
export function isNoConnection(error: unknown): boolean {
  const { status, isAbort } = (error ?? {}) as { status?: unknown; isAbort?: unknown };
  return status === 0 && isAbort !== true;
}

/**
 * Queues the admin's change in the site's outbox, the one visitors' messages
 * wait in: applied as a PATCH with the admin's token once the connection is
 * back, by this page or the admin's next one, never by the worker, which has
 * no token. The change names the new value of each field, so applied twice
 * it is applied once. It shows at once, in the list and in the copy kept for
 * reading offline. Throws when the device cannot keep it.
 */
export async function queueChange(enquiry: Enquiry, changes: EnquiryChanges): Promise<Enquiry> {
  const outcome = await sendLazily({
    id: newRecordId(),
    kind: 'admin-change',
    path: `${COLLECTIONS.enquiries.recordsPath}/${enquiry.id}`,
    body: { ...changes },
    method: 'PATCH',
    asAdmin: true,
  });
  if (outcome.kind === 'unkept' || outcome.kind === 'refused')
    throw new Error(`The change to the enquiry was not kept (${outcome.kind}).`);
  const changed = withChanges(enquiry, changes);
  keepChangedEnquiry(changed);
  return changed;
}
