import type { Slot } from '@/definitions/booking-availability';

/** What the free slots' API answers (pb_hooks/bookings.pb.js). */
interface SlotsAnswer {
  slots: Array<{ start: string; end: string }>;
}

/** The free slots now, from the server; throws when it cannot be asked. */
export async function fetchFreeSlots(): Promise<Slot[]> {
  const response = await fetch('/api/booking/slots', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The free slots answered ${response.status}`);
  const answer = (await response.json()) as SlotsAnswer;
  return answer.slots.map((slot) => ({ start: Date.parse(slot.start), end: Date.parse(slot.end) }));
}
