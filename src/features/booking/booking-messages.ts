import type { ToastContent } from '@/components/ui/toast';
import { BOOKING_MESSAGES } from '@/definitions/booking';
import { paths } from '@/lib/paths';

/** What the booking form says, beside the messages the server gives at its fields. */
export const bookingNotes = {
  queued: BOOKING_MESSAGES.queued,
  confirmed: BOOKING_MESSAGES.booked,
  refusedLater: BOOKING_MESSAGES.refusedLater,
  tooQuick: 'That was sent very quickly. Please check it and send it again.',
  failed: 'Sorry, your booking could not be sent. Please try again.',
  offline: 'You are offline: the free times will show when you are back online.',
} as const;

/** What a visitor is told when a booking the outbox delivered later lost its time. */
export function refusedBookingToast(): ToastContent {
  return {
    title: 'Your call is not booked',
    description: BOOKING_MESSAGES.refusedLater,
    action: { label: 'Choose another time', href: paths.book.href() },
  };
}
