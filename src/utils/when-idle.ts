/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`), so
 * code that can wait (the outbox, IndexedDB) never competes with the first
 * paint and hydration.
 */
export function whenIdle(work: () => void, timeoutMs = 3_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 1_000);
  return () => clearTimeout(timer);
}
