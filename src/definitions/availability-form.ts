import {
  WEEKDAYS,
  hoursProblem,
  readAvailability,
  type Availability,
  type Weekday,
} from './booking-availability';

/**
 * The admin's availability as its screen shows it: a line of hours for each
 * weekday ("10:00-12:30, 13:30-16:00", empty for no calls), the numbers as
 * typed, and the days off and extra times one a line. The screen checks it
 * by the same rules the hook holds the stored record to (readAvailability),
 * field by field, before it is sent.
 */
export type AvailabilityFormField =
  `hours_${Weekday}` | 'call_minutes' | 'notice_hours' | 'horizon_days' | 'days_off' | 'extra_times';

export type AvailabilityFormValues = Record<AvailabilityFormField, string>;

/** The booking_availability record's fields, as the screen saves them. */
export interface AvailabilityRecordFields {
  weekly_hours: Partial<Record<Weekday, string[]>>;
  days_off: string[];
  extra_times: string[];
  call_minutes: number | string;
  notice_hours: number | string;
  horizon_days: number | string;
}

export const hoursField = (day: Weekday) => `hours_${day}` as const;

/** A day's spans as the screen shows them: separated by commas. */
const SPAN_SEPARATOR = ', ';

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** A day's spans as typed, each without spaces ("10:00 - 16:00" is "10:00-16:00"). */
function spans(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((span) => span.replace(/\s+/g, ''))
    .filter(Boolean);
}

/** A number as typed: the number when it is one, else the text, which the rules then name as wrong. */
function typedNumber(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The screen's values for an availability as the hooks read it. */
export function availabilityFormValues(availability: Availability): AvailabilityFormValues {
  const values = {
    call_minutes: String(availability.callMinutes),
    notice_hours: String(availability.noticeHours),
    horizon_days: String(availability.horizonDays),
    days_off: availability.daysOff.join('\n'),
    extra_times: availability.extra.join('\n'),
  } as AvailabilityFormValues;
  for (const day of WEEKDAYS) values[hoursField(day)] = (availability.weekly[day] ?? []).join(SPAN_SEPARATOR);
  return values;
}

/**
 * The record the screen's values make, and what is wrong with them, at the
 * screen's own fields: a day's hours at that day, the rest where the record
 * names them.
 */
export function readAvailabilityForm(values: AvailabilityFormValues): {
  fields: AvailabilityRecordFields;
  errors: Partial<Record<AvailabilityFormField, string>>;
} {
  const errors: Partial<Record<AvailabilityFormField, string>> = {};
  const weekly: AvailabilityRecordFields['weekly_hours'] = {};
  for (const day of WEEKDAYS) {
    const daySpans = spans(values[hoursField(day)]);
    const problem = hoursProblem(daySpans);
    if (problem) errors[hoursField(day)] = problem;
    if (daySpans.length > 0) weekly[day] = daySpans;
  }
  const fields: AvailabilityRecordFields = {
    weekly_hours: weekly,
    days_off: lines(values.days_off),
    extra_times: lines(values.extra_times),
    call_minutes: typedNumber(values.call_minutes),
    notice_hours: typedNumber(values.notice_hours),
    horizon_days: typedNumber(values.horizon_days),
  };
  const { problems } = readAvailability({ ...fields });
  for (const field of ['call_minutes', 'notice_hours', 'horizon_days', 'days_off', 'extra_times'] as const) {
    if (problems[field]) errors[field] = problems[field];
  }
  return { fields, errors };
}
