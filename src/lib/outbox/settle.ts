import { rateLimitWindowFor } from '@/lib/pocketbase/collections';
import type { Flushed } from './change-signals';
import type { OutboxDb, OutboxItem } from './outbox-db';
import { isVisitorMessage } from './outbox-kinds';
import { NO_ANSWER, type AttemptOutcome } from './outcome';
import { keepRefused } from './refused';

/** First retry after about 2 s, doubling each time, never more than 5 minutes apart. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * The wait before retry number `attempt` (1 for the first retry): exponential
 * with "equal jitter" (half fixed, half random), so many visitors coming back
 * online at once do not all retry in the same second.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

/** What a flush has settled so far, by outcome. */
export interface Tally {
  delivered: number;
  refused: number;
  /** Items that met an outage this time and wait for their next attempt. */
  retrying: number;
  /** Of those, the ones the server rate-limited: nothing is wrong, they wait out its window. */
  rateLimited: number;
  /** The visitors' messages that left the outbox, by id, for every tab to hear of. */
  messages: Flushed;
}

/**
 * The item whose sender waits for it (a form): told its outcome as soon as
 * it is settled, so the sender returns what the server said rather than
 * looking for the item afterwards. Refused, it is not kept: the form still
 * holds its text.
 */
export interface AwaitedItem {
  id: string;
  tell: (outcome: AttemptOutcome) => void;
}

/**
 * A rate-limited item waits out its collection's window, and so does every
 * item of its kind, since the same budget covers them all. The server is
 * fine, so this is no failed attempt; a reconnect does not cut it short.
 */
async function waitOutRateLimit(
  db: OutboxDb,
  item: OutboxItem,
  retryAfterSeconds: number,
  now: number,
  jitter: number,
): Promise<void> {
  const wait = Math.max(rateLimitWindowFor(item.path) * (1 + jitter / 4), retryAfterSeconds * 1000);
  const until = now + wait;
  await db.items.update(item.id, { nextAttemptAt: until, rateLimitedUntil: until, leaseUntil: 0 });
  await db.items
    .where('kind')
    .equals(item.kind)
    .and((other) => other.nextAttemptAt < until)
    .modify({ nextAttemptAt: until, rateLimitedUntil: until });
}

/**
 * Records the outcomes of the items one request carried, in one short
 * transaction after the fetch (never across it): delivered items leave the
 * outbox; a refused message no form awaits is kept with its text for the
 * visitor to take back (a refused event is dropped); the rest back off.
 * Says whether the server could not take them, which ends the flush.
 */
export async function settle(
  db: OutboxDb,
  items: OutboxItem[],
  outcomes: ReadonlyMap<string, AttemptOutcome>,
  tally: Tally,
  now: number,
  options: { random: () => number; awaited: AwaitedItem | undefined },
): Promise<boolean> {
  let outage = false;
  let awaitedOutcome: AttemptOutcome | undefined;
  // One draw for the whole batch, so its items come due together and travel together again.
  const jitter = options.random();
  await db.transaction('rw', db.items, db.refused, async () => {
    for (const item of items) {
      const outcome = outcomes.get(item.id) ?? NO_ANSWER;
      const awaited = item.id === options.awaited?.id;
      if (awaited) awaitedOutcome = outcome;
      const { kind } = item;
      if (outcome.kind === 'delivered') {
        await db.items.delete(item.id);
        tally.delivered += 1;
        if (isVisitorMessage(kind)) tally.messages.delivered.push(item.id);
      } else if (outcome.kind === 'refused') {
        await db.items.delete(item.id);
        tally.refused += 1;
        if (isVisitorMessage(kind)) tally.messages.refused.push(item.id);
        // The form still holds the text, and hears why.
        if (awaited) continue;
        // The visitor was told it would be sent: keep its text until they have it back.
        if (isVisitorMessage(kind)) await keepRefused(db, { ...item, kind }, outcome, now);
        // An event, or an admin's change the record no longer takes (the admin's list shows the record as it is).
        else console.warn(`The server refused a queued ${kind}; it was dropped.`, outcome.fields);
      } else {
        outage = true;
        tally.retrying += 1;
        if (outcome.status === 429) {
          tally.rateLimited += 1;
          await waitOutRateLimit(db, item, outcome.retryAfterSeconds ?? 0, now, jitter);
          continue;
        }
        const attempts = item.attempts + 1;
        const wait = Math.max(
          backoffDelay(attempts, () => jitter),
          (outcome.retryAfterSeconds ?? 0) * 1000,
        );
        await db.items.update(item.id, { attempts, nextAttemptAt: now + wait, leaseUntil: 0 });
      }
    }
  });
  // Once committed: what the sender is told is what the outbox now holds.
  if (awaitedOutcome) options.awaited?.tell(awaitedOutcome);
  return outage;
}
