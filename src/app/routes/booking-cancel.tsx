import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { FORM_ROUTES } from '@/definitions/form-routes';
import { container } from '@/styles/utilities.css';
import * as styles from './booking-cancel.css';

/**
 * A booked call's cancel link: the server puts the link's token and the
 * call's time into this page (pb_hooks/lib/form-post-booking.js), and the
 * button cancels it, so a mail scanner that opens the link cancels nothing.
 */
export function BookingCancelRoute() {
  return (
    <>
      <PageMeta
        title="Cancel your call | Clear North"
        noindex
        description="Cancel your discovery call with Clear North."
      />
      <PageIntro title="Cancel your call" lead="One press and your discovery call is cancelled." />
      <div className={container}>
        <form method="post" action={FORM_ROUTES.bookingCancel.action} className={styles.form}>
          <input type="hidden" name="t" defaultValue="" />
          <p>
            Your call: <strong data-call-time="">as in your confirmation email</strong>
          </p>
          <div>
            <Button type="submit" size="lg">
              Cancel the call
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
