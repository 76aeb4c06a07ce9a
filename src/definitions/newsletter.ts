import { EMAIL_FIELD, readRecord, type FieldRules, type ReadRecord } from './form-fields';

/** Where an address was given: the sign-up form, the popup, the Journal, or the foot of a page. */
export const SUBSCRIPTION_SOURCES = ['website', 'popup', 'journal', 'footer'] as const;

export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** The newsletter's sign-up, as every subscribe form, the outbox and the server read it. */
export const SUBSCRIPTION_FIELDS = {
  email: EMAIL_FIELD,
  full_name: { kind: 'line', label: 'Name', max: 120 },
  source: { kind: 'choice', label: 'Source', choices: SUBSCRIPTION_SOURCES },
} as const satisfies FieldRules;

export type SubscriptionField = keyof typeof SUBSCRIPTION_FIELDS;

/** A subscription as it is sent and stored: each field cleaned, the empty ones left out. */
export type SubscriptionRecord = ReadRecord<typeof SUBSCRIPTION_FIELDS>['record'];

/** Reads a subscription from any body: cleaned, checked, and built into the record every runtime sends. */
export function readSubscription(body: unknown): ReadRecord<typeof SUBSCRIPTION_FIELDS> {
  return readRecord(SUBSCRIPTION_FIELDS, body);
}
