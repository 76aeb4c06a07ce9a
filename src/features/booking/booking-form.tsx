import { useEffect, useRef, useState } from 'react';
import { PostedFormFields, useFormTraps, wasSentTooQuickly } from '@/components/form-traps';
import { Button } from '@/components/ui/button';
import { EmailField, Form, TextField } from '@/components/ui/text-field';
import { BOOKING_FIELDS, bookingErrors, EMPTY_BOOKING, type BookingValues } from '@/definitions/booking';
import { FORM_ROUTES } from '@/definitions/form-routes';
import { fieldOf, useFormSend, type SendEnd } from '@/hooks/use-form-send';
import { onFlushed } from '@/lib/outbox/change-signals';
import { bookingNotes } from './booking-messages';
import * as styles from './booking-form.css';
import { sendBooking } from './send-booking';
import { SlotList } from './slot-list';
import { useLiveSlots } from './use-live-slots';

/** Where the server puts the free slots into the page (pb_hooks/lib/booking-page.js). */
const SLOTS_ATTRIBUTE = 'data-booking-slots';

/** What the page says of the booking sent: saved offline, then confirmed or refused when it arrives. */
type Note = { text: string; tone: 'status' | 'alert' } | null;

/**
 * The booking form: the visitor's details, by the booking's definition, and
 * a free time. Served with the free slots the server put in, it posts
 * without JavaScript. Live, its list follows the slots taken and freed
 * while the page is open, and it sends through the outbox: a booking made
 * offline waits there, the page says it is not yet confirmed, and says what
 * became of it once delivered.
 */
export function BookingForm() {
  const { attachTo, readTraps } = useFormTraps();
  const served = useRef<HTMLDivElement>(null);
  const moveField = useRef<HTMLInputElement>(null);
  const { slots, servedChoice, offline, refresh } = useLiveSlots(served);
  const [note, setNote] = useState<Note>(null);
  const [waitingFor, setWaitingFor] = useState('');
  // The time chosen in the list the page was served with, while it is still the one shown (offline, say).
  const servedNow = () =>
    served.current?.querySelector<HTMLInputElement>('input[name="slot"]:checked')?.value ?? '';
  const slotOf = (values: BookingValues) => values.slot || servedChoice || servedNow();
  const form = useFormSend<BookingValues>(EMPTY_BOOKING, {
    check: (values) => bookingErrors({ ...values, slot: slotOf(values) }),
    focusErrors: true,
  });
  const chosen = form.values.slot || servedChoice;

  // The outbox's code comes now, while the page is online: a booking made after the line drops is kept.
  useEffect(() => {
    void import('@/lib/outbox/send-now').catch(() => {});
  }, []);

  // A booking saved offline is told when a flush (this tab's, another's or the worker's) delivers it.
  useEffect(() => {
    if (!waitingFor) return;
    return onFlushed(({ delivered, refused }) => {
      if (delivered.includes(waitingFor)) setNote({ text: bookingNotes.confirmed, tone: 'status' });
      else if (refused.includes(waitingFor)) setNote({ text: bookingNotes.refusedLater, tone: 'alert' });
      else return;
      setWaitingFor('');
      refresh();
    });
  }, [waitingFor, refresh]);

  async function send(values: BookingValues, element: HTMLFormElement): Promise<SendEnd<BookingValues>> {
    // Put in by the server, or, where the offline worker served the page, read from the address.
    const move = moveField.current?.value || new URLSearchParams(window.location.search).get('move') || '';
    const { id, outcome } = await sendBooking({ ...values, slot: slotOf(values) }, move, readTraps(element));
    switch (outcome.kind) {
      case 'delivered':
        window.location.assign(FORM_ROUTES.booking.sentPage);
        return { done: true, values: EMPTY_BOOKING };
      case 'retry':
        setWaitingFor(id);
        setNote({ text: bookingNotes.queued, tone: 'status' });
        return { done: true, values: EMPTY_BOOKING };
      case 'refused':
        if (wasSentTooQuickly(outcome.fields)) {
          setNote({ text: bookingNotes.tooQuick, tone: 'alert' });
          return { done: false };
        }
        setNote(null);
        refresh();
        return { done: false, errors: outcome.fields };
      case 'unkept':
        setNote({ text: bookingNotes.failed, tone: 'alert' });
        return { done: false };
    }
  }

  return (
    <Form
      ref={attachTo}
      method="post"
      action={FORM_ROUTES.booking.action}
      className={styles.form}
      onSubmit={(event) => form.submit(event, send)}
      validationErrors={form.errors}
      validationBehavior="aria"
    >
      <PostedFormFields />
      <input ref={moveField} type="hidden" name="move" defaultValue="" suppressHydrationWarning />
      {note && (
        <p role={note.tone} className={styles.note}>
          {note.text}
        </p>
      )}
      <fieldset
        className={styles.times}
        aria-describedby={form.errors.slot ? 'booking-slot-error' : undefined}
      >
        <legend className={styles.timesLegend}>Choose a time (London time)</legend>
        {form.errors.slot && (
          <p id="booking-slot-error" role="alert" className={styles.error}>
            {form.errors.slot}
          </p>
        )}
        {offline && !slots && <p>{bookingNotes.offline}</p>}
        {slots ? (
          <div className={styles.slots}>
            <SlotList slots={slots} chosen={chosen} onChoose={form.change('slot')} disabled={form.busy} />
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
      <TextField
        label={BOOKING_FIELDS.name.label}
        name="name"
        autoComplete="name"
        isRequired
        {...fieldOf(form, 'name')}
      />
      <EmailField autoComplete="email" isRequired {...fieldOf(form, 'email')} />
      <TextField
        name="phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        {...fieldOf(form, 'phone')}
      />
      <TextField
        name="message"
        label={`${BOOKING_FIELDS.message.label} (optional)`}
        multiline
        rows={3}
        {...fieldOf(form, 'message')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" isDisabled={form.busy}>
          {form.busy ? 'Booking...' : 'Book the call'}
        </Button>
      </div>
    </Form>
  );
}
