import Dexie, { type EntityTable } from 'dexie';

/** What a queued item is, which decides its priority and how it is batched. */
export type OutboxKind = 'enquiry' | 'subscription' | 'unsubscription' | 'analytics';

/** One write waiting to reach PocketBase. */
export interface OutboxItem {
  /** The PocketBase record id, chosen when queued: a repeat delivery is refused as a duplicate. */
  id: string;
  kind: OutboxKind;
  /** API path, e.g. /api/collections/enquiries/records. */
  path: string;
  body: Record<string, unknown>;
  queuedAt: number;
  attempts: number;
  /** Not to be sent before this time (backoff). */
  nextAttemptAt: number;
  /** Claimed by a flusher until this time; see flush.ts. */
  leaseUntil: number;
}

/** An item the server refused for good; kept briefly so the page that queued it can say so. */
export interface OutboxRejection {
  id: string;
  kind: OutboxKind;
  message: string;
  fields: Record<string, string>;
  at: number;
}

export type OutboxDb = Dexie & {
  items: EntityTable<OutboxItem, 'id'>;
  rejections: EntityTable<OutboxRejection, 'id'>;
};

export const OUTBOX_DB_NAME = 'clear-north-outbox';

/** Opens the outbox database; shared by the page and the service worker. */
export function createOutboxDb(name = OUTBOX_DB_NAME): OutboxDb {
  const db = new Dexie(name) as OutboxDb;
  db.version(1).stores({
    items: 'id, kind, queuedAt, nextAttemptAt',
    rejections: 'id, at',
  });
  return db;
}

let shared: OutboxDb | undefined;

/** The one outbox of this page or worker. */
export function outboxDb(): OutboxDb {
  shared ??= createOutboxDb();
  return shared;
}
