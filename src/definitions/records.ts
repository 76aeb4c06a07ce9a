import { BOOKING_FIELDS, CALL_STATES, type CallState } from './booking';
import { ENQUIRY_FIELDS } from './enquiry';
import { fieldRules, type FieldRules } from './form-fields';
import { SUBSCRIPTION_FIELDS } from './newsletter';

/** A stored field's limits, in the terms PocketBase's schema reports them. */
export interface FieldLimits {
  required?: boolean;
  min?: number;
  max?: number;
  maxSize?: number;
  values?: readonly string[];
}

/** A form's rules as the limits of the fields its record stores. */
function limitsOf<Rules extends FieldRules>(rules: Rules): { [Name in keyof Rules]: FieldLimits } {
  const limits = {} as { [Name in keyof Rules]: FieldLimits };
  for (const [name, { required, min, max, choices }] of fieldRules(rules)) {
    limits[name] = {
      ...(required ? { required: true } : {}),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(choices ? { values: choices } : {}),
    };
  }
  return limits;
}

/** What the analytics events hold: what a page sends, and what the server derives from it. */
export const ANALYTICS_FIELDS = {
  sent: {
    session_id: { required: true, min: 8, max: 64 },
    page_url: { required: true, max: 2048 },
    event_type: { required: true, max: 64 },
    event_data: { maxSize: 8192 },
    client_ts: {},
  },
  kept: {
    occurred: {},
    path: { max: 2048 },
    device: { max: 16 },
    referrer: { max: 255 },
    utm_source: { max: 200 },
    utm_medium: { max: 200 },
    utm_campaign: { max: 200 },
    browser: { max: 32 },
    os: { max: 32 },
    not_found: {},
  },
} as const satisfies Record<'sent' | 'kept', Record<string, FieldLimits>>;

/**
 * The fields of each collection the site writes: `sent` those a visitor's
 * browser sends, `kept` those the server derives or the admin sets. The
 * migrations are frozen copies of what they created;
 * tests/integration/record-fields.test.ts holds the running server to this.
 */
export const RECORD_FIELDS = {
  enquiries: {
    sent: limitsOf(ENQUIRY_FIELDS),
    kept: {
      read_at: {},
      handled_at: {},
      filed: { values: ['archived', 'spam'] },
      note: { max: 2000 },
      call_status: { values: Object.keys(CALL_STATES) as CallState[] },
      call_message: { max: 2000 },
    },
  },
  newsletter_subscriptions: {
    sent: limitsOf(SUBSCRIPTION_FIELDS),
    kept: {
      status: { required: true, values: ['pending', 'subscribed', 'unsubscribed'] },
      confirmed_at: {},
      unsubscribed_at: {},
    },
  },
  user_analytics: ANALYTICS_FIELDS,
  bookings: {
    sent: limitsOf(BOOKING_FIELDS),
    kept: {
      slot_end: { required: true, max: 30 },
      status: { required: true, values: ['booked', 'cancelled'] },
      cancelled_at: {},
      cancel_note: { max: 2000 },
      reminded_at: {},
      calendar_uid: { max: 15 },
      calendar_sequence: {},
    },
  },
  users: { sent: { full_name: { max: 120 } }, kept: { role: { values: ['member', 'admin'] } } },
} as const satisfies Record<string, Record<'sent' | 'kept', Record<string, FieldLimits>>>;

export type CollectionName = keyof typeof RECORD_FIELDS;

/** The collections visitors and members write to, whose every text is cleaned as it is saved. */
export const PUBLIC_COLLECTIONS: readonly string[] = Object.keys(RECORD_FIELDS);
