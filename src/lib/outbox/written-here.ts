const listeners = new Set<() => void>();

/**
 * Calls `listener` whenever this page puts an item in the outbox; returns a
 * function that stops it. Heard in this page only: the page's delivery starts
 * for it, and an island that tells of waiting messages wakes.
 */
export function onWrittenHere(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Said by the page's writers once an item is stored, so the page's delivery starts if it has not. */
export function tellWrittenHere(): void {
  listeners.forEach((listener) => listener());
}
