/**
 * While a form waits for its own item, a Web Lock named after the item says
 * so to every tab and the worker. Their flushes leave the item to the form's
 * own flush, which hands the form its outcome; and a refusal met meanwhile
 * by another flusher (where the lock came too late for it) is the form's to
 * tell, not a toast's as well. The lock ends with the page, so an item whose
 * page closed mid-send is anyone's again.
 */
const PREFIX = 'outbox-awaited:';

type LockQuery = Partial<Pick<LockManager, 'query'>>;

const ownLocks = (): (LockQuery & Partial<Pick<LockManager, 'request'>>) | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.locks;

/** Runs `task` with the item marked as awaited by this page. */
export async function whileAwaited<T>(id: string, task: () => Promise<T>): Promise<T> {
  const locks = ownLocks();
  if (!locks?.request) return task();
  return locks.request(`${PREFIX}${id}`, task);
}

/** The items some form, in any tab, is waiting for; none where the browser has no Web Locks. */
export async function awaitedItems(locks: LockQuery | undefined = ownLocks()): Promise<Set<string>> {
  if (!locks?.query) return new Set();
  const { held = [] } = await locks.query();
  return new Set(held.flatMap(({ name }) => (name?.startsWith(PREFIX) ? [name.slice(PREFIX.length)] : [])));
}
