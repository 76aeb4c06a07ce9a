import type PocketBase from 'pocketbase';
import type { AvailabilityRecordFields } from '@/definitions/availability-form';
import { readAvailability, type Availability, type Slot } from '@/definitions/booking-availability';

const COLLECTION = 'booking_availability';

/** The one availability record, as the hooks read it (the first made). */
export interface StoredAvailability {
  id: string;
  availability: Availability;
}

/** The availability the booking page offers now; null when the site has no record of it. */
export async function fetchAvailability(pb: PocketBase): Promise<StoredAvailability | null> {
  const page = await pb.collection(COLLECTION).getList(1, 1, { sort: 'created' });
  const record = page.items[0];
  return record ? { id: record.id, availability: readAvailability(record).availability } : null;
}

/** How a save ended: saved, refused with the server's words by field, or not saved at all. */
export type SaveEnd =
  { kind: 'saved' } | { kind: 'refused'; fields: Record<string, string> } | { kind: 'failed' };

/** Saves the availability; the hook holds it to the same rules the screen does (pb_hooks/bookings.pb.js). */
export async function saveAvailability(
  pb: PocketBase,
  id: string,
  fields: AvailabilityRecordFields,
): Promise<SaveEnd> {
  try {
    await pb.collection(COLLECTION).update(id, fields);
    return { kind: 'saved' };
  } catch (error) {
    const answer = error as { status?: number; response?: { data?: Record<string, { message?: unknown }> } };
    if (answer.status !== 400) return { kind: 'failed' };
    const data = answer.response?.data ?? {};
    const refused = Object.entries(data).flatMap(([field, problem]) =>
      typeof problem?.message === 'string' ? [[field, problem.message] as const] : [],
    );
    return refused.length > 0 ? { kind: 'refused', fields: Object.fromEntries(refused) } : { kind: 'failed' };
  }
}

/** How many times the booking page offers now, and the first of them. */
export async function offeredNow(pb: PocketBase): Promise<{ count: number; first: Slot | null }> {
  const answer = await pb.send<{ slots: Array<{ start: string; end: string }> }>('/api/booking/slots', {
    method: 'GET',
    cache: 'no-store',
  });
  const first = answer.slots[0];
  return {
    count: answer.slots.length,
    first: first ? { start: Date.parse(first.start), end: Date.parse(first.end) } : null,
  };
}
