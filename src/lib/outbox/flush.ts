import { COLLECTIONS, rateLimitWindowFor } from '@/lib/pocketbase/collections';
import type { CreateOutcome } from '@/lib/pocketbase/create-record';
import { backoffDelay } from './backoff';
import { deliverBatch, deliverSingle, type Fetcher } from './deliver';
import { withFlushLock, type LockManagerLike } from './flush-lock';
import { broadcastFlushed } from './flush-broadcast';
import type { OutboxDb, OutboxItem } from './outbox-db';
import { keepRefused } from './refused';

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
  /**
   * The item whose sender is waiting for the answer (a form): if it is
   * refused, the report says why and it is not kept, since the form still
   * holds its text.
   */
  awaitedId?: string;
  now?: () => number;
  random?: () => number;
  requestTimeoutMs?: number;
}

/** The fetcher, giving up on any request (its body included) that takes longer than `timeoutMs`. */
function withTimeout(fetcher: Fetcher, timeoutMs: number): Fetcher {
  return (path, init) => fetcher(path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}

export interface FlushReport {
  status: 'flushed' | 'busy';
  delivered: number;
  rejected: number;
  /** Items that met an outage this time and wait for their next attempt. */
  retrying: number;
  /** Of those, the ones the server rate-limited: nothing is wrong, they wait out its window. */
  rateLimited: number;
  requests: number;
  /** When the earliest waiting item is due, for the page's retry timer. */
  nextAttemptAt: number | null;
  /** Why the awaited item was refused, if it was (field → message). */
  awaitedRefusal?: Record<string, string>;
}

/**
 * Takes the next items to send and claims them, in one short transaction
 * (never across a fetch). A flusher holding the lock takes leased items too:
 * their flusher died before it could settle them, and sending one again is
 * safe, since the server knows an id it has already stored.
 */
async function claimNext(
  db: OutboxDb,
  now: number,
  options: { ignoreBackoff: boolean; exclusive: boolean },
): Promise<OutboxItem[]> {
  return db.transaction('rw', db.items, async () => {
    const dueBy = options.ignoreBackoff ? Infinity : now;
    const due = (await db.items.where('nextAttemptAt').belowOrEqual(dueBy).sortBy('seq')).filter(
      (item) => (options.exclusive || item.leaseUntil <= now) && (item.rateLimitedUntil ?? 0) <= now,
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

async function settle(
  db: OutboxDb,
  items: OutboxItem[],
  outcomes: Map<string, CreateOutcome>,
  report: FlushReport,
  now: number,
  options: { random: () => number; awaitedId: string | undefined },
): Promise<boolean> {
  let outage = false;
  // One draw for the whole batch, so its items come due together and travel together again.
  const jitter = options.random();
  await db.transaction('rw', db.items, db.refused, async () => {
    for (const item of items) {
      const outcome = outcomes.get(item.id) ?? { kind: 'retry', status: null };
      if (outcome.kind === 'created' || outcome.kind === 'duplicate') {
        await db.items.delete(item.id);
        report.delivered += 1;
      } else if (outcome.kind === 'invalid') {
        await db.items.delete(item.id);
        report.rejected += 1;
        if (item.id === options.awaitedId) report.awaitedRefusal = outcome.fields;
        else if (item.kind === 'analytics')
          console.warn('The server refused a queued event; it was dropped.', outcome.fields);
        // The visitor was told it would be sent: keep its text until they have it back.
        else await keepRefused(db, { ...item, kind: item.kind }, outcome, now);
      } else if (outcome.status === 429) {
        // Rate-limited: the server is fine, the budget refills within the
        // collection's window. Wait for that, without counting it as a failed attempt.
        const wait = Math.max(
          rateLimitWindowFor(item.path) * (1 + jitter / 4),
          (outcome.retryAfterSeconds ?? 0) * 1000,
        );
        const until = now + wait;
        await db.items.update(item.id, { nextAttemptAt: until, rateLimitedUntil: until, leaseUntil: 0 });
        // The same budget covers every item of this kind: they all wait with it.
        await db.items
          .where('kind')
          .equals(item.kind)
          .and((other) => other.nextAttemptAt < until)
          .modify({ nextAttemptAt: until, rateLimitedUntil: until });
        report.retrying += 1;
        report.rateLimited += 1;
        outage = true;
      } else {
        const attempts = item.attempts + 1;
        const wait = Math.max(
          backoffDelay(attempts, () => jitter),
          (outcome.retryAfterSeconds ?? 0) * 1000,
        );
        await db.items.update(item.id, { attempts, nextAttemptAt: now + wait, leaseUntil: 0 });
        report.retrying += 1;
        outage = true;
      }
    }
  });
  return outage;
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
    rejected: 0,
    retrying: 0,
    rateLimited: 0,
    requests: 0,
    nextAttemptAt: null,
  };

  const result = await withFlushLock(
    async (exclusive) => {
      for (;;) {
        const items = await claimNext(db, now(), {
          ignoreBackoff: options.ignoreBackoff ?? false,
          exclusive,
        });
        const [first] = items;
        if (!first) break;
        let outcomes: Map<string, CreateOutcome>;
        if (first.kind !== 'analytics') {
          // claimNext takes a visitor's message alone.
          outcomes = new Map([[first.id, await deliverSingle(first, fetcher)]]);
          report.requests += 1;
        } else {
          const delivery = await deliverBatch(items, fetcher);
          outcomes = delivery.outcomes;
          report.requests += delivery.requests;
        }
        if (await settle(db, items, outcomes, report, now(), { random, awaitedId: options.awaitedId })) break;
      }
      return report;
    },
    { wait: options.wait ?? false, locks: options.locks },
  );

  if (result === 'busy') report.status = 'busy';
  if (report.delivered + report.rejected > 0) broadcastFlushed();
  report.nextAttemptAt = await earliestAttempt(db);
  return report;
}
