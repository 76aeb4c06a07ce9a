import { describe, expect, it } from 'vitest';
import {
  availabilityFormValues,
  readAvailabilityForm,
  type AvailabilityFormValues,
} from './availability-form';
import { DEFAULT_AVAILABILITY, readAvailability } from './booking-availability';

const defaults = availabilityFormValues(DEFAULT_AVAILABILITY);
const withValues = (values: Partial<AvailabilityFormValues>) => ({ ...defaults, ...values });

describe("the availability screen's values", () => {
  it("show the site's default as a line of hours a day, the numbers and empty lists", () => {
    expect(defaults).toEqual({
      hours_mon: '',
      hours_tue: '10:00-16:00',
      hours_wed: '10:00-16:00',
      hours_thu: '10:00-16:00',
      hours_fri: '',
      hours_sat: '',
      hours_sun: '',
      call_minutes: '15',
      notice_hours: '24',
      horizon_days: '21',
      days_off: '',
      extra_times: '',
    });
  });

  it('make the record the hooks store, spans split at commas and spaces dropped, one date a line', () => {
    const { fields, errors } = readAvailabilityForm(
      withValues({
        hours_tue: '',
        hours_thu: '09:30 - 12:00,13:00-17:00',
        days_off: '2026-12-24\n\n 2026-12-25 ',
        extra_times: '2026-12-19   10:00-12:00',
        call_minutes: ' 30 ',
      }),
    );
    expect(errors).toEqual({});
    expect(fields).toEqual({
      weekly_hours: { wed: ['10:00-16:00'], thu: ['09:30-12:00', '13:00-17:00'] },
      days_off: ['2026-12-24', '2026-12-25'],
      extra_times: ['2026-12-19 10:00-12:00'],
      call_minutes: 30,
      notice_hours: 24,
      horizon_days: 21,
    });
    expect(readAvailability({ ...fields }).problems).toEqual({});
  });

  it('name what is wrong at its own field, quoting it, by the rules the hook holds the record to', () => {
    const { errors } = readAvailabilityForm(
      withValues({
        hours_mon: '10:00-16:00, 12-13',
        hours_fri: '16:00-10:00',
        call_minutes: 'fifteen',
        horizon_days: '400',
        days_off: '2026-12-24\n24/12/2026',
        extra_times: '2026-12-19',
      }),
    );
    expect(errors).toEqual({
      hours_mon:
        '"12-13" is not a span of hours: write HH:MM-HH:MM, such as 10:00-16:00, ending after it starts.',
      hours_fri:
        '"16:00-10:00" is not a span of hours: write HH:MM-HH:MM, such as 10:00-16:00, ending after it starts.',
      call_minutes: 'Must be a whole number from 5 to 240.',
      horizon_days: 'Must be a whole number from 1 to 366.',
      days_off: '"24/12/2026" is not a date: write each day off as YYYY-MM-DD, such as 2026-12-24.',
      extra_times:
        '"2026-12-19" is not a date and hours: write each extra time as YYYY-MM-DD HH:MM-HH:MM, such as 2026-12-19 10:00-12:00.',
    });
  });

  it('refuse a notice as long as the days ahead, which would offer no time at all', () => {
    const { errors } = readAvailabilityForm(withValues({ notice_hours: '48', horizon_days: '2' }));
    expect(errors).toEqual({
      notice_hours: 'The notice must be shorter than how far ahead calls can be booked.',
    });
    expect(readAvailabilityForm(withValues({ notice_hours: '47', horizon_days: '2' })).errors).toEqual({});
  });

  it('round-trip: what the screen saves reads back as the same values', () => {
    const values = withValues({ hours_sat: '09:00-10:00, 11:00-12:00', days_off: '2027-01-01' });
    const { fields } = readAvailabilityForm(values);
    expect(availabilityFormValues(readAvailability({ ...fields }).availability)).toEqual(values);
  });
});
