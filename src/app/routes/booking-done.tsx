import { BOOKING_MESSAGES } from '@/definitions/booking';
import { FormSentPage } from './form-sent/form-sent-page';

/** Where the booking form, posted without the app, lands once the call is booked. */
export function BookingBookedRoute() {
  return (
    <FormSentPage
      documentTitle="Call booked | Clear North"
      message={{ title: 'Your call is booked', description: BOOKING_MESSAGES.booked }}
    />
  );
}

/** Where a call's cancel button lands. */
export function BookingCancelledRoute() {
  return (
    <FormSentPage
      documentTitle="Call cancelled | Clear North"
      message={{
        title: BOOKING_MESSAGES.cancelled,
        description: 'We have sent you an email to say so. You are welcome to book another time.',
      }}
    />
  );
}
