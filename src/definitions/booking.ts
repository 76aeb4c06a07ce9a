import { ENQUIRY_FIELDS } from './enquiry';
import { messagesOf, readRecord, type FieldRules, type ReadRecord } from './form-fields';
import { londonOffsetMinutes, londonParts } from './london-time';
import type { Slot } from './booking-availability';

/**
 * A discovery call as the booking page, the outbox, the form posted without
 * JavaScript, the API and the admin read it. The visitor's details are the
 * enquiry's own fields; what they want to talk about is optional; the slot
 * is the call's start, an ISO instant, which must be one of the free slots
 * when it arrives (the server's check, pb_hooks/lib/booking-slots.js).
 */
export const BOOKING_FIELDS = {
  name: ENQUIRY_FIELDS.name,
  email: ENQUIRY_FIELDS.email,
  phone: ENQUIRY_FIELDS.phone,
  message: { kind: 'lines', label: 'What would you like to talk about?', max: 2000 },
  slot: {
    kind: 'line',
    label: 'Time',
    required: 'Please choose a time for the call',
    max: 30,
    invalid: 'Please choose a time from the list',
  },
} as const satisfies FieldRules;

export type BookingField = keyof typeof BOOKING_FIELDS;

/** The fields a visitor types, in the order the form shows them. */
export const BOOKING_TYPED_FIELDS = ['name', 'email', 'phone', 'message'] as const;

export type BookingValues = Record<BookingField, string>;

export const EMPTY_BOOKING = {
  name: '',
  email: '',
  phone: '',
  message: '',
  slot: '',
} satisfies BookingValues;

/** A booking as it is sent and stored: each field cleaned, the empty ones left out. */
export type BookingRecord = ReadRecord<typeof BOOKING_FIELDS>['record'];

/** The realtime topic on which the server says a slot was taken or freed, or the availability changed, for the booking page's island. */
export const BOOKING_SLOTS_TOPIC = 'booking_slots';

/** How many calls one e-mail address may hold at once, and how many free times a refusal offers. */
export const BOOKING_LIMITS = { perEmail: 2, offered: 5 } as const;

/** What a visitor is told, and the codes the API's refusals carry. */
export const BOOKING_MESSAGES = {
  taken: 'Sorry, that time has just been booked. Please choose another.',
  unavailable: 'That time is no longer available. Please choose another.',
  tooMany: `You already have ${BOOKING_LIMITS.perEmail} calls booked with us. Please cancel one before booking another.`,
  booked: 'Your call is booked. We have sent the details to your email.',
  queued: 'Your booking is saved but not yet confirmed: it will be sent when you are back online.',
  refusedLater: 'Sorry, the time you chose was booked before your request arrived. Please choose another.',
  cancelled: 'Your call is cancelled.',
  linkUsed: 'This link has already been used, or the call has passed.',
  linkInvalid: 'This link is not valid. Please use the link in your confirmation email.',
} as const;

/**
 * What became of a booked call, as its inbox entry says (the enquiry's
 * call_status): a short label for the list and the words for the opened entry.
 */
export const CALL_STATES = {
  cancelled_by_agency: { label: 'Call cancelled', words: 'Cancelled by the agency' },
  cancelled_by_visitor: { label: 'Call cancelled', words: 'Cancelled by the visitor' },
  moved: { label: 'Call moved', words: 'Moved by the visitor to a new time' },
} as const;

export type CallState = keyof typeof CALL_STATES;

/** The fields of a call's inbox entry that only the booking's hooks set, never the admin. */
export const CALL_ENQUIRY_FIELDS = ['call_status', 'call_message'] as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** A slot field's instant, or null when it is not a UTC instant to the second. */
export function slotInstant(value: string): number | null {
  if (!ISO_INSTANT.test(value)) return null;
  const instant = Date.parse(value);
  // Date.parse rolls 30 February over into March: only a real date counts.
  return Number.isNaN(instant) || new Date(instant).toISOString().slice(0, 19) !== value.slice(0, 19)
    ? null
    : instant;
}

/** The slot field's value for an instant, as the forms post it and the server stores it. */
export function slotValue(instant: number): string {
  return new Date(instant).toISOString();
}

/**
 * Reads a booking from any body (a form's values, a posted form, a record's
 * fields): cleaned, checked, and built into the record every runtime sends.
 */
export function readBooking(body: unknown): ReadRecord<typeof BOOKING_FIELDS> {
  const read = readRecord(BOOKING_FIELDS, body);
  if (read.record.slot !== undefined && slotInstant(read.record.slot) === null && !read.problems.slot) {
    read.problems.slot = { code: 'validation_invalid_format', message: BOOKING_FIELDS.slot.invalid };
  }
  return read;
}

/** The site's words for what is wrong with a booking, field by field; empty when it may be sent. */
export function bookingErrors(values: BookingValues): Partial<Record<BookingField, string>> {
  return messagesOf(readBooking(values).problems);
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A London date as people read it: 'Tuesday 8 December'. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${DAY_NAMES[(weekday + 6) % 7]} ${day} ${MONTH_NAMES[month - 1]}`;
}

/** London's name for its clock at `instant`: 'BST' in summer time, else 'GMT'. */
export function zoneName(instant: number): string {
  return londonOffsetMinutes(instant) === 60 ? 'BST' : 'GMT';
}

/** A slot's start as London's clock reads it: '10:00'. */
export function timeLabel(instant: number): string {
  return clock(londonParts(instant).minutes);
}

/** A slot in full, as the mails and the admin read it: 'Tuesday 8 December 2026, 10:00 to 10:15 GMT'. */
export function slotLabel(slot: Slot): string {
  const { date } = londonParts(slot.start);
  return `${dayLabel(date)} ${date.slice(0, 4)}, ${timeLabel(slot.start)} to ${timeLabel(slot.end)} ${zoneName(slot.start)}`;
}
