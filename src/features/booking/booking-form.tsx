import { useRef, useState } from 'react';
import { PostedFormFields, useFormTraps } from '@/components/form-traps';
import { Button } from '@/components/ui/button';
import { EmailField, Form, TextField } from '@/components/ui/text-field';
import { BOOKING_FIELDS } from '@/definitions/booking';
import { FORM_ROUTES } from '@/definitions/form-routes';
import * as styles from './booking-form.css';
import { SlotList } from './slot-list';
import { useLiveSlots } from './use-live-slots';

/** Where the server puts the free slots into the page (pb_hooks/lib/booking-page.js). */
const SLOTS_ATTRIBUTE = 'data-booking-slots';

/**
 * The booking form: the visitor's details, by the booking's definition, and
 * a free time. Served with the free slots the server put in, it posts
 * without JavaScript; live, its list follows the slots taken and freed
 * while the page is open.
 */
export function BookingForm() {
  const { attachTo } = useFormTraps();
  const served = useRef<HTMLDivElement>(null);
  const { slots, servedChoice } = useLiveSlots(served);
  const [picked, setPicked] = useState('');
  const chosen = picked || servedChoice;

  return (
    <Form ref={attachTo} method="post" action={FORM_ROUTES.booking.action} className={styles.form}>
      <PostedFormFields />
      <input type="hidden" name="move" defaultValue="" suppressHydrationWarning />
      <fieldset className={styles.times}>
        <legend className={styles.timesLegend}>Choose a time (London time)</legend>
        {slots ? (
          <div className={styles.slots}>
            <SlotList slots={slots} chosen={chosen} onChoose={setPicked} />
          </div>
        ) : (
          <div
            ref={served}
            className={styles.slots}
            {...{ [SLOTS_ATTRIBUTE]: '' }}
            dangerouslySetInnerHTML={{ __html: '' }}
            suppressHydrationWarning
          />
        )}
      </fieldset>
      <TextField name="name" label={BOOKING_FIELDS.name.label} autoComplete="name" isRequired />
      <EmailField autoComplete="email" isRequired />
      <TextField name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <TextField name="message" label={`${BOOKING_FIELDS.message.label} (optional)`} multiline rows={3} />
      <div className={styles.actions}>
        <Button type="submit" size="lg">
          Book the call
        </Button>
      </div>
    </Form>
  );
}
