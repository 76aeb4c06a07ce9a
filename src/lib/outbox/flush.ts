import { COLLECTIONS } from '@/lib/pocketbase/collections';
import { broadcastFlushed } from './change-signals';
import { deliverBatch, deliverSingle, type Fetcher } from './deliver';
import { awaitedItems, withFlushLock, type LockManagerLike } from './locks';
import type { OutboxDb, OutboxItem } from './outbox-db';
import type { AttemptOutcome } from './outcome';
import { settle, type AwaitedItem, type Tally } from './settle';

/** How long a flusher owns the items it took, should it die mid-send. */
export const LEASE_MS = 30_000;
/**
 * A request that has not answered by then is given up as an outage, well
 * within the lease, so a hanging connection never holds the flush lock.
 */
export const REQUEST_TIMEOUT_MS = 20_000;

export interface FlushOptions {
  db: OutboxDb;
  fetcher: Fetcher;
  locks?: LockManagerLike | undefined;
  /** Wait for a running flusher instead of leaving the work to it (a form waiting for its answer). */
  wait?: boolean;
  /** Send items still backing off too (not those waiting out a rate limit): the connection has just come back. */
  ignoreBackoff?: boolean;
  /** The item whose sender (a form) waits for its outcome; see settle.ts. */
  awaited?: AwaitedItem;
  /**
   * The signed-in admin's token, for the admin's changes; asked only when one
   * waits. Without it (the worker, a page signed out) they stay queued.
   */
  adminToken?: () => Promise<string | null>;
  now?: () => number;
  random?: () => number;
  requestTimeoutMs?: number;
}

/** The fetcher, giving up on any request (its body included) that takes longer than `timeoutMs`. */
function withTimeout(fetcher: Fetcher, timeoutMs: number): Fetcher {
  return (path, init) => fetcher(path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

export interface FlushReport extends Tally {
  status: 'flushed' | 'busy';
  requests: number;
  /** When the earliest waiting item is due, for the page's retry timer. */
  nextAttemptAt: number | null;
}

/**
 * Takes the next items to send and claims them, in one short transaction
 * (never across a fetch). A flusher holding the lock takes leased items too:
 * their flusher died before it could settle them, and sending one again is
 * safe, since the server knows an id it has already stored. Items another
 * form is waiting for (`othersAwait`) are left to that form's own flush.
 */
async function claimNext(
  db: OutboxDb,
  now: number,
  options: {
    ignoreBackoff: boolean;
    exclusive: boolean;
    othersAwait: ReadonlySet<string>;
    asAdmin: boolean;
  },
): Promise<OutboxItem[]> {
  return db.transaction('rw', db.items, async () => {
    const dueBy = options.ignoreBackoff ? Infinity : now;
    const due = (await db.items.where('nextAttemptAt').belowOrEqual(dueBy).sortBy('seq')).filter(
      (item) =>
        (options.exclusive || item.leaseUntil <= now) &&
        (item.rateLimitedUntil ?? 0) <= now &&
        !options.othersAwait.has(item.id) &&
        (options.asAdmin || !item.asAdmin),
    );
    // A visitor's own message goes before any analytics.
    const urgent = due.find((item) => item.kind !== 'analytics');
    const picked = urgent ? [urgent] : due.slice(0, COLLECTIONS.analytics.batchSize);
    await db.items.bulkUpdate(
      picked.map((item) => ({ key: item.id, changes: { leaseUntil: now + LEASE_MS } })),
    );
    return picked;
  });
}

async function earliestAttempt(db: OutboxDb): Promise<number | null> {
  const next = await db.items.orderBy('nextAttemptAt').first();
  return next ? next.nextAttemptAt : null;
}

/**
 * Delivers what is due, most urgent first, until the queue is empty or the
 * server is unreachable. Only one flusher runs at a time (Web Locks).
 */
export async function flushOutbox(options: FlushOptions): Promise<FlushReport> {
  const { db, now = Date.now, random = Math.random } = options;
  const fetcher = withTimeout(options.fetcher, options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
  const report: FlushReport = {
    status: 'flushed',
    delivered: 0,
    refused: 0,
    retrying: 0,
    rateLimited: 0,
    requests: 0,
    nextAttemptAt: null,
    messages: { delivered: [], refused: [] },
  };

  const result = await withFlushLock(
    async (exclusive) => {
      const adminWaits =
        options.adminToken !== undefined && (await db.items.where('kind').equals('admin-change').count()) > 0;
      const adminToken = (adminWaits && (await options.adminToken?.())) || undefined;
      for (;;) {
        // Asked before each claim (Web Locks, outside the claim's transaction): a form may send meanwhile.
        const othersAwait = await awaitedItems(options.locks);
        if (options.awaited) othersAwait.delete(options.awaited.id);
        const items = await claimNext(db, now(), {
          ignoreBackoff: options.ignoreBackoff ?? false,
          exclusive,
          othersAwait,
          asAdmin: adminToken !== undefined,
        });
        const [first] = items;
        if (!first) break;
        let outcomes: Map<string, AttemptOutcome>;
        if (first.kind !== 'analytics') {
          // claimNext takes a visitor's message alone.
          outcomes = new Map([[first.id, await deliverSingle(first, fetcher, adminToken)]]);
          report.requests += 1;
        } else {
          const delivery = await deliverBatch(items, fetcher);
          outcomes = delivery.outcomes;
          report.requests += delivery.requests;
        }
        if (await settle(db, items, outcomes, report, now(), { random, awaited: options.awaited })) break;
      }
      return report;
    },
    { wait: options.wait ?? false, locks: options.locks },
  );

  if (result === 'busy') report.status = 'busy';
  if (report.delivered + report.refused > 0) broadcastFlushed(report.messages);
  report.nextAttemptAt = await earliestAttempt(db);
  return report;
}
