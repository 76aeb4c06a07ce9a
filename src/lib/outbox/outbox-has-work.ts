import { STORAGE_KEYS } from '@/lib/storage-keys';

/** What the outbox holds, as counted without its library. */
interface OutboxCounts {
  /** Items waiting to be delivered. */
  items: number;
  /** Refused messages kept for the visitor, told of or not. */
  refused: number;
  /** Refused messages no page has told the visitor about yet. */
  untold: number;
}

const EMPTY: OutboxCounts = { items: 0, refused: 0, untold: 0 };

/**
 * Counts what the outbox holds with IndexedDB itself, so that a page with
 * nothing waiting loads neither the outbox's code nor Dexie. Undefined
 * where the browser cannot list its databases or the read fails: the
 * caller then loads the outbox as it always could.
 */
async function countOutbox(name: string): Promise<OutboxCounts | undefined> {
  if (typeof indexedDB === 'undefined') return EMPTY;
  if (typeof indexedDB.databases !== 'function') return undefined;
  // Opening a database that does not exist would create an empty one.
  if (!(await indexedDB.databases()).some((database) => database.name === name)) return EMPTY;
  return new Promise((resolve) => {
    const open = indexedDB.open(name);
    open.onerror = () => resolve(undefined);
    open.onsuccess = () => {
      const db = open.result;
      const stores = ['items', 'refused'].filter((store) => db.objectStoreNames.contains(store));
      if (stores.length < 2) {
        db.close();
        resolve(EMPTY);
        return;
      }
      const transaction = db.transaction(stores);
      const items = transaction.objectStore('items').count();
      // Refused messages are few: each is one the visitor has yet to act on.
      const refused = transaction.objectStore('refused').getAll();
      transaction.oncomplete = () => {
        db.close();
        const kept = refused.result as Array<{ announcedAt?: number }>;
        resolve({
          items: items.result,
          refused: kept.length,
          untold: kept.filter((item) => !item.announcedAt).length,
        });
      };
      transaction.onerror = () => {
        db.close();
        resolve(undefined);
      };
    };
  });
}

/** Whether the outbox has anything to do: items to deliver, refusals to tell. */
export async function outboxHasWork(name: string = STORAGE_KEYS.outboxDatabase): Promise<boolean> {
  const counts = await countOutbox(name);
  return !counts || counts.items > 0 || counts.untold > 0;
}

/** Whether refused messages wait for the visitor to act on them. */
export async function outboxHasRefused(name: string = STORAGE_KEYS.outboxDatabase): Promise<boolean> {
  const counts = await countOutbox(name);
  return !counts || counts.refused > 0;
}
