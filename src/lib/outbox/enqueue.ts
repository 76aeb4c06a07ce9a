import type { OutboxDb, OutboxItem, OutboxKind } from './outbox-db';
import { setOutboxMark } from './work-marks';

/**
 * At most this many analytics events wait offline; the oldest go first.
 * Enquiries and subscriptions are never dropped.
 */
export const ANALYTICS_CAP = 2_000;

/** The browser has no room left to keep the item (QuotaExceededError). */
export class OutboxFullError extends Error {
  constructor(cause: unknown) {
    super('There is no storage space left on this device to keep the message.', { cause });
    this.name = 'OutboxFullError';
  }
}

/** IndexedDB cannot be used here (blocked, or a private mode without it). */
export class OutboxUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Offline storage is not available in this browser.', { cause });
    this.name = 'OutboxUnavailableError';
  }
}

function isQuotaError(error: unknown): boolean {
  const names = [(error as Error | undefined)?.name, (error as { inner?: Error } | undefined)?.inner?.name];
  return names.includes('QuotaExceededError');
}

export type NewItem = Pick<OutboxItem, 'id' | 'kind' | 'path' | 'body' | 'method' | 'asAdmin'> & {
  kind: OutboxKind;
};

/** Stores the item in one transaction, keeping analytics within their cap. */
async function store(db: OutboxDb, item: NewItem, now: number): Promise<OutboxItem> {
  return db.transaction('rw', db.items, async () => {
    const last = await db.items.orderBy('seq').last();
    const queued: OutboxItem = {
      ...item,
      queuedAt: now,
      seq: (last?.seq ?? 0) + 1,
      attempts: 0,
      nextAttemptAt: now,
      leaseUntil: 0,
    };
    await db.items.put(queued);
    if (item.kind === 'analytics') {
      const excess = (await db.items.where('kind').equals('analytics').count()) - ANALYTICS_CAP;
      if (excess > 0) {
        const oldest = await db.items.where('kind').equals('analytics').sortBy('seq');
        await db.items.bulkDelete(oldest.slice(0, excess).map((old) => old.id));
      }
    }
    return queued;
  });
}

/**
 * Frees room by forgetting the older half of the queued analytics events
 * (all of them when few are left). False when there were none to forget.
 */
async function dropOlderAnalytics(db: OutboxDb): Promise<boolean> {
  return db.transaction('rw', db.items, async () => {
    const analytics = await db.items.where('kind').equals('analytics').sortBy('seq');
    if (analytics.length === 0) return false;
    const older = analytics.slice(0, Math.max(1, Math.ceil(analytics.length / 2)));
    await db.items.bulkDelete(older.map((event) => event.id));
    return true;
  });
}

/**
 * Puts an item in the outbox, durable before any delivery is tried, and
 * marks the outbox as having work once it is. When the device is full, a
 * visitor's message is worth more than the analytics waiting beside it:
 * older events are forgotten until it fits.
 */
export async function enqueue(db: OutboxDb, item: NewItem, now = Date.now()): Promise<OutboxItem> {
  try {
    for (;;) {
      try {
        const queued = await store(db, item, now);
        setOutboxMark('work');
        return queued;
      } catch (error) {
        if (!isQuotaError(error) || item.kind === 'analytics' || !(await dropOlderAnalytics(db))) throw error;
      }
    }
  } catch (error) {
    if (isQuotaError(error)) throw new OutboxFullError(error);
    if (
      (error as Error | undefined)?.name?.startsWith('Open') ||
      (error as Error | undefined)?.name === 'MissingAPIError'
    ) {
      throw new OutboxUnavailableError(error);
    }
    throw error;
  }
}

/** Forgets every queued analytics event (the visitor opted out). */
export async function dropQueuedAnalytics(db: OutboxDb): Promise<number> {
  return db.items.where('kind').equals('analytics').delete();
}
