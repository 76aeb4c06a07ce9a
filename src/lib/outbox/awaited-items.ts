/**
 * While a form waits for its own item, a Web Lock named after the item says
 * so to every tab: a refusal that another flusher (a tab, the worker) meets
 * meanwhile is the form's to tell, not a toast's as well.
 */
const PREFIX = 'outbox-awaited:';

/** Runs `task` with the item marked as awaited by this page. */
export async function whileAwaited<T>(id: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return navigator.locks.request(`${PREFIX}${id}`, task);
}

/** The items some form, in any tab, is waiting for. */
export async function awaitedItems(): Promise<Set<string>> {
  if (typeof navigator === 'undefined' || !navigator.locks) return new Set();
  const { held = [] } = await navigator.locks.query();
  return new Set(held.flatMap(({ name }) => (name?.startsWith(PREFIX) ? [name.slice(PREFIX.length)] : [])));
}
