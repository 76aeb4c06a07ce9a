import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, TextField } from '@/components/ui/text-field';
import {
  availabilityFormValues,
  hoursField,
  readAvailabilityForm,
  type AvailabilityFormValues,
} from '@/definitions/availability-form';
import { slotLabel } from '@/definitions/booking';
import {
  AVAILABILITY_LIMITS,
  WEEKDAYS,
  WEEKDAY_NAMES,
  readAvailability,
} from '@/definitions/booking-availability';
import { fieldOf, useFormSend, type SendEnd } from '@/hooks/use-form-send';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { offeredNow, saveAvailability } from './availability-api';
import * as styles from './availability.css';

const { callMinutes, noticeHours, horizonDays } = AVAILABILITY_LIMITS;

/** What the page says once saved: what the booking page offers now, so a slip that leaves no times shows at once. */
async function offeredWords(): Promise<string> {
  try {
    const { count, first } = await offeredNow(await loadPocketBase());
    return first
      ? `Availability saved. The booking page now offers ${count} ${count === 1 ? 'time' : 'times'}, the first ${slotLabel(first)}.`
      : 'Availability saved. The booking page offers no times now: add weekly hours or extra times within the days ahead.';
  } catch {
    return 'Availability saved.';
  }
}

/**
 * The availability's fields, in London time, checked by the rules the hook
 * holds the stored record to (src/definitions/booking-availability.ts), then
 * saved through the API; the server's refusal, if any, shows at its field.
 */
export function AvailabilityForm({ id, initial }: { id: string; initial: AvailabilityFormValues }) {
  const [said, setSaid] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null);
  const [weeklyRefused, setWeeklyRefused] = useState('');
  const form = useFormSend<AvailabilityFormValues>(initial, {
    check: (values) => readAvailabilityForm(values).errors,
    focusErrors: true,
    onInvalid: () => setSaid(null),
  });

  async function send(values: AvailabilityFormValues): Promise<SendEnd<AvailabilityFormValues>> {
    setSaid(null);
    setWeeklyRefused('');
    const { fields } = readAvailabilityForm(values);
    const end = await saveAvailability(await loadPocketBase(), id, fields);
    switch (end.kind) {
      case 'saved':
        setSaid({ text: await offeredWords(), tone: 'status' });
        return { done: true, values: availabilityFormValues(readAvailability({ ...fields }).availability) };
      case 'refused':
        setWeeklyRefused(end.fields.weekly_hours ?? '');
        return { done: false, errors: end.fields };
      case 'failed':
        setSaid({ text: 'The availability could not be saved. Please try again.', tone: 'alert' });
        return { done: false };
    }
  }

  return (
    <Form
      className={styles.form}
      onSubmit={(event) => form.submit(event, send)}
      validationErrors={form.errors}
      validationBehavior="aria"
    >
      <fieldset className={styles.group} aria-describedby="weekly-hours-hint">
        <legend className={styles.legend}>Weekly hours (London time)</legend>
        <p id="weekly-hours-hint" className={styles.hint}>
          Write each day&apos;s hours as HH:MM-HH:MM, such as 10:00-16:00. For a break, write two spans with a
          comma: 10:00-12:30, 13:30-16:00. Leave a day empty for no calls.
        </p>
        {weeklyRefused && (
          <p role="alert" className={styles.error}>
            {weeklyRefused}
          </p>
        )}
        <div className={styles.days}>
          {WEEKDAYS.map((day) => (
            <TextField
              key={day}
              name={hoursField(day)}
              label={WEEKDAY_NAMES[day]}
              autoComplete="off"
              {...fieldOf(form, hoursField(day))}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Calls</legend>
        <div className={styles.numbers}>
          <TextField
            name="call_minutes"
            label="Call length (minutes)"
            description={`Calls are laid end to end through each span of hours. ${callMinutes.min} to ${callMinutes.max}.`}
            inputMode="numeric"
            autoComplete="off"
            {...fieldOf(form, 'call_minutes')}
          />
          <TextField
            name="notice_hours"
            label="Notice (hours)"
            description={`No time sooner than this is offered. ${noticeHours.min} to ${noticeHours.max}.`}
            inputMode="numeric"
            autoComplete="off"
            {...fieldOf(form, 'notice_hours')}
          />
          <TextField
            name="horizon_days"
            label="Days ahead"
            description={`How far ahead a call may be booked. ${horizonDays.min} to ${horizonDays.max}.`}
            inputMode="numeric"
            autoComplete="off"
            {...fieldOf(form, 'horizon_days')}
          />
        </div>
      </fieldset>
      <TextField
        name="days_off"
        label="Days off"
        description="One date a line, written YYYY-MM-DD, such as 2026-12-24: no calls that day, whatever the weekly hours say."
        multiline
        rows={3}
        {...fieldOf(form, 'days_off')}
      />
      <TextField
        name="extra_times"
        label="Extra times"
        description="One a line, written YYYY-MM-DD HH:MM-HH:MM, such as 2026-12-19 10:00-12:00: times on that date besides the weekly hours."
        multiline
        rows={3}
        {...fieldOf(form, 'extra_times')}
      />
      <p className={styles.hint}>Calls already booked stay booked whatever you change.</p>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={form.busy}>
          {form.busy ? 'Saving...' : 'Save availability'}
        </Button>
      </div>
      <p role="status" className={said?.tone === 'status' ? styles.note : undefined}>
        {said?.tone === 'status' && said.text}
      </p>
      {said?.tone === 'alert' && (
        <p role="alert" className={styles.error}>
          {said.text}
        </p>
      )}
    </Form>
  );
}
