/** The one Web Lock that lets a single flusher run at a time across tabs and the worker. */
export const OUTBOX_LOCK = 'clear-north-outbox-flush';

/** Web Locks as the flush uses them; `query` finds the items forms wait for (awaited-items.ts). */
export type LockManagerLike = Pick<LockManager, 'request'> & Partial<Pick<LockManager, 'query'>>;

/**
 * Runs `work` while holding the outbox lock. With `wait`, waits up to
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
