/**
 * What became of one item sent to PocketBase. It is read once, from
 * PocketBase's answer (pocketbase-answer.ts), and every layer above passes it
 * on as it is: the flush records it, the sender returns it, and the form that
 * sent the item tells the visitor by it.
 */
export type Outcome = Delivered | Refused | Retry | Unkept;

/** The outcomes a delivery attempt can have; only a sender with nowhere to keep the item says Unkept. */
export type AttemptOutcome = Delivered | Refused | Retry;

/**
 * PocketBase has the record: it answered with the record itself, or refused
 * its id as taken, which only an earlier delivery of the same item can have
 * done, since every id is chosen when the item is queued.
 */
export interface Delivered {
  kind: 'delivered';
}

/** PocketBase refused the record, naming the fields at fault: sending it again will not help. */
export interface Refused {
  kind: 'refused';
  message: string;
  /** Field → PocketBase's reason, shown at the field when the visitor gets the message back. */
  fields: Record<string, string>;
}

/**
 * Not delivered this time, and worth trying again: no answer (offline, timed
 * out), a rate limit (429, `status` says so), a fault on the server, or an
 * answer that is not PocketBase's own (a captive portal's page, a proxy's).
 * An item in the outbox waits there for its next attempt.
 */
export interface Retry {
  kind: 'retry';
  /** The answer's HTTP status; null when there was none. */
  status: number | null;
  retryAfterSeconds?: number;
}

/**
 * Neither delivered nor kept: the outbox could not hold the item (the device
 * is full, or there is no outbox here: no IndexedDB, or its code did not
 * load), so nothing will send it again; the form keeps the text.
 */
export interface Unkept {
  kind: 'unkept';
  reason: 'storage-full' | 'no-outbox';
}

export const DELIVERED: Delivered = { kind: 'delivered' };

/** The request failed before any answer came (offline, reset, timed out). */
export const NO_ANSWER: Retry = { kind: 'retry', status: null };
