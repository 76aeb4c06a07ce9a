/**
 * The outbox's Web Locks, held across tabs and the worker:
 * - the flush lock lets one flusher run at a time;
 * - an awaited lock, one per item, says a form is waiting for that item.
 *   Other flushers leave the item to the form's own flush, which hands the
 *   form its outcome; a refusal another flusher meets anyway (the lock came
 *   too late for it) is the form's to tell, not a toast's as well. A lock
 *   ends with its page, so an item whose page closed mid-send is anyone's.
 */

/** The one Web Lock that lets a single flusher run at a time. */
export const OUTBOX_LOCK = 'clear-north-outbox-flush';
const AWAITED_PREFIX = 'outbox-awaited:';

/** Web Locks as the outbox uses them; without `query`, no item is known to be awaited. */
export type LockManagerLike = Pick<LockManager, 'request'> & Partial<Pick<LockManager, 'query'>>;

/** This page's or worker's Web Locks, where the browser has them. */
const ownLocks = (): LockManagerLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);

/**
 * Runs `work` while holding the flush lock. With `wait`, waits up to
 * `waitMs` for another flusher to finish; otherwise gives up at once (the
 * other flusher will deliver what is due). Browsers without Web Locks run
 * the work directly; the per-item lease in flush.ts still stops two
 * flushers sending the same item at the same moment. `work` hears whether
 * it holds the lock: if so, no other flusher is alive, and a lease it
 * finds was left by one that died (a page closed mid-send).
 */
export async function withFlushLock<T>(
  work: (exclusive: boolean) => Promise<T>,
  options: { wait: boolean; waitMs?: number; locks?: LockManagerLike | undefined },
): Promise<T | 'busy'> {
  const locks = options.locks;
  if (!locks) return work(false);

  if (!options.wait) {
    return locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) =>
      lock ? work(true) : ('busy' as const),
    );
  }
  const signal = AbortSignal.timeout(options.waitMs ?? 10_000);
  try {
    return await locks.request(OUTBOX_LOCK, { signal }, () => work(true));
  } catch (error) {
    if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'))
      return 'busy';
    throw error;
  }
}

/** Runs `task` with the item marked as awaited by this page. */
export async function whileAwaited<T>(id: string, task: () => Promise<T>): Promise<T> {
  const locks = ownLocks();
  if (!locks) return task();
  return locks.request(`${AWAITED_PREFIX}${id}`, task);
}

/** The items some form, in any tab, is waiting for; none where the browser has no Web Locks. */
export async function awaitedItems(locks: LockManagerLike | undefined = ownLocks()): Promise<Set<string>> {
  if (!locks?.query) return new Set();
  const { held = [] } = await locks.query();
  return new Set(
    held.flatMap(({ name }) => (name?.startsWith(AWAITED_PREFIX) ? [name.slice(AWAITED_PREFIX.length)] : [])),
  );
}
