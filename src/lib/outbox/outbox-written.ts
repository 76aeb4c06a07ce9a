const listeners = new Set<() => void>();

/** Calls `listener` whenever this page puts an item in the outbox; returns a function that stops it. */
export function onOutboxWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Said by the page's writers once an item is stored, so the page's delivery starts if it has not. */
export function tellOutboxWritten(): void {
  listeners.forEach((listener) => listener());
}
