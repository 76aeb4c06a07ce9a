import type PocketBase from 'pocketbase';
import { slotLabel } from '@/definitions/booking';

/** A booked call as the admin's list shows it. */
export interface UpcomingCall {
  id: string;
  when: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** How many of the next calls the list shows. */
export const UPCOMING_LISTED = 10;

/** The next calls still booked, soonest first. */
export async function fetchUpcomingCalls(pb: PocketBase, now = Date.now()): Promise<UpcomingCall[]> {
  const page = await pb.collection('bookings').getList(1, UPCOMING_LISTED, {
    filter: pb.filter("status = 'booked' && slot >= {:now}", { now: new Date(now).toISOString() }),
    sort: 'slot',
  });
  return page.items.map((record) => ({
    id: record.id,
    when: slotLabel({ start: Date.parse(String(record.slot)), end: Date.parse(String(record.slot_end)) }),
    name: String(record.name ?? ''),
    email: String(record.email ?? ''),
    phone: String(record.phone ?? ''),
    message: String(record.message ?? ''),
  }));
}

/** Cancels a call; the visitor is mailed `message` with the calendar's cancellation (pb_hooks/bookings.pb.js). */
export async function cancelCall(pb: PocketBase, id: string, message: string): Promise<void> {
  await pb.send(`/api/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: { message } });
}
