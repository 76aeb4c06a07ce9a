import { OUTBOX_DB_NAME } from './outbox-db-name';

/**
 * Whether the outbox holds anything (items to deliver, refusals to tell),
 * read with IndexedDB itself so that a page with nothing waiting loads
 * neither the outbox's code nor Dexie. Where the browser cannot list its
 * databases, it answers yes and the outbox loads as it always could.
 */
export async function outboxHasWork(name = OUTBOX_DB_NAME): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  // Opening a database that does not exist would create an empty one.
  if (!(await indexedDB.databases()).some((database) => database.name === name)) return false;
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open(name);
    open.onerror = () => resolve(true);
    open.onsuccess = () => {
      const db = open.result;
      const stores = ['items', 'refused'].filter((store) => db.objectStoreNames.contains(store));
      if (stores.length === 0) {
        db.close();
        resolve(false);
        return;
      }
      const transaction = db.transaction(stores);
      const counts = stores.map((store) => transaction.objectStore(store).count());
      transaction.oncomplete = () => {
        db.close();
        resolve(counts.some((count) => count.result > 0));
      };
      transaction.onerror = () => {
        db.close();
        resolve(true);
      };
    };
  });
}
