import {
  enquiries,
  formTraps,
  newsletter_subscriptions as subscriptions,
  user_analytics as analytics,
  users,
} from '../../../pb_hooks/lib/record-fields.json';

/**
 * The fields of each collection the site writes, from the file the server's
 * hooks read too (pb_hooks/lib/record-fields.json), so the browser, the hooks
 * and the migrations cannot name a field differently: field name to the
 * limits its migrations set (tests/integration/record-fields.test.ts holds
 * them to the running server). `sent` are the fields a visitor's browser
 * sends, `kept` those the server derives or the admin sets.
 */
export const RECORD_FIELDS = {
  enquiries,
  newsletter_subscriptions: subscriptions,
  user_analytics: analytics,
  users,
};

// One constant per collection the pages read at run time; RECORD_FIELDS is for the tests, so the
// pages' code carries no collection it only names in types.
export const ENQUIRY_FIELDS = enquiries;
export const ANALYTICS_FIELDS = analytics;
export const USER_FIELDS = users;

/** The form fields that are no record's: the honeypot and the fill time (pb_hooks/lib/form-guard.js). */
export const FORM_TRAPS: Readonly<{ honeypot: string; fillTime: string }> = formTraps;

type Collections = typeof RECORD_FIELDS;
export type CollectionName = keyof Collections;

/** A field a visitor's browser sends in a record of `C`. */
export type SentField<C extends CollectionName> = keyof Collections[C]['sent'];

/**
 * A record of `C` as the site sends it: its id and any of the fields the
 * contract names, and no other (an object literal with another is a type error).
 */
export type SentRecord<C extends CollectionName> = { id: string } & { [F in SentField<C>]?: unknown };

/** A record of `C` as PocketBase answers it: every field the contract names, sent or kept. */
export type StoredRecord<C extends CollectionName> = { id: string; created?: unknown } & {
  [F in SentField<C> | keyof Collections[C]['kept']]?: unknown;
};
