import Dexie, { type EntityTable, type Transaction } from 'dexie';
import { STORAGE_KEYS } from '@/lib/storage-keys';

import type { OutboxKind, VisitorMessageKind } from './outbox-kinds';

export type { OutboxKind } from './outbox-kinds';

/** One write waiting to reach PocketBase. */
export interface OutboxItem {
  /** The PocketBase record id, chosen when queued: a repeat delivery is refused as a duplicate. */
  id: string;
  kind: OutboxKind;
  /** API path, e.g. /api/collections/enquiries/records. */
  path: string;
  body: Record<string, unknown>;
  /**
   * How it is sent: a create (POST) unless it is the admin's change to a
   * record (PATCH), which names the new value of each field it changes, so
   * that applied twice it leaves the record as applied once.
   */
  method?: 'PATCH';
  /** Sent with the signed-in admin's token, which only a page holds: the worker leaves it to the admin's pages. */
  asAdmin?: true;
  queuedAt: number;
  /** Queue order, rising with every item queued: items queued in the same millisecond keep their order. */
  seq: number;
  attempts: number;
  /** Not to be sent before this time (backoff). */
  nextAttemptAt: number;
  /** Claimed by a flusher until this time; see flush.ts. */
  leaseUntil: number;
  /**
   * The server's rate limit for this kind holds until then: unlike a backoff,
   * a reconnect does not cut this wait short, since the budget is counted on
   * the server whatever the connection did.
   */
  rateLimitedUntil?: number;
}

/**
 * A visitor's message the server refused for good, kept with its text so the
 * visitor can be told and get it back (refused.ts). Analytics are not kept.
 */
export interface RefusedItem {
  id: string;
  kind: VisitorMessageKind;
  path: string;
  body: Record<string, unknown>;
  message: string;
  fields: Record<string, string>;
  at: number;
  /** When a page told the visitor about it; 0 until then. */
  announcedAt: number;
}

export type OutboxDb = Dexie & {
  items: EntityTable<OutboxItem, 'id'>;
  refused: EntityTable<RefusedItem, 'id'>;
};

/** Numbers the items queued before `seq` existed in the order they were queued. */
async function numberQueuedItems(tx: Transaction): Promise<void> {
  const items = await tx.table<OutboxItem, string>('items').orderBy('queuedAt').toArray();
  await Promise.all(items.map((item, index) => tx.table('items').update(item.id, { seq: index + 1 })));
}

/** Opens the outbox database; shared by the page and the service worker. */
export function createOutboxDb(name: string = STORAGE_KEYS.outboxDatabase): OutboxDb {
  const db = new Dexie(name) as OutboxDb;
  db.version(1).stores({
    items: 'id, kind, queuedAt, nextAttemptAt',
    rejections: 'id, at',
  });
  // Version 1 kept only why an item was refused, not the item itself: nothing worth carrying over.
  db.version(2)
    .stores({
      items: 'id, kind, queuedAt, nextAttemptAt, seq',
      rejections: null,
      refused: 'id, at',
    })
    .upgrade(numberQueuedItems);
  return db;
}

let shared: OutboxDb | undefined;

/** The one outbox of this page or worker. */
export function outboxDb(): OutboxDb {
  shared ??= createOutboxDb();
  return shared;
}
