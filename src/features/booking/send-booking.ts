import type { FormTraps } from '@/components/form-traps';
import { readBooking, type BookingValues } from '@/definitions/booking';
import type { Outcome } from '@/lib/outbox/outcome';
import { sendLazily } from '@/lib/outbox/send-lazily';
import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { newRecordId } from '@/lib/record-id';

/**
 * A booking, built by its definition, into the outbox and on to PocketBase,
 * as an enquiry goes: one made offline waits there and is delivered when
 * the connection returns. It is marked as sent through the outbox, so a
 * time taken before it arrives is also mailed to the visitor, with the
 * nearest free times (pb_hooks/bookings.pb.js). `move` is a move link's
 * token, when the visitor came to move a call.
 */
export async function sendBooking(
  values: BookingValues,
  move: string,
  traps: FormTraps,
): Promise<{ id: string; outcome: Outcome }> {
  const id = newRecordId();
  const { record } = readBooking(values);
  const body = { id, ...record, ...(move ? { move } : {}), queued: true, ...traps };
  return {
    id,
    outcome: await sendLazily({ id, kind: 'booking', path: COLLECTIONS.bookings.recordsPath, body }),
  };
}
