import type { Page } from '@playwright/test';

/**
 * How many items of `kind` wait in the page's outbox (store `store`), read
 * with IndexedDB itself. 0 while the outbox has not been created.
 */
export function countInOutbox(page: Page, store: 'items' | 'refused', kind: string): Promise<number> {
  return page.evaluate(
    async ({ store, kind }) => {
      const name = 'clear-north-outbox';
      // Opening a database that does not exist would create an empty one under the app's feet.
      if (!(await indexedDB.databases()).some((db) => db.name === name)) return 0;
      return new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction(store).objectStore(store).getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            db.close();
            resolve((request.result as Array<{ kind: string }>).filter((item) => item.kind === kind).length);
          };
        };
      });
    },
    { store, kind },
  );
}
