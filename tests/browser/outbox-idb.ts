import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** An item as the outbox stores it (src/lib/outbox/outbox-db.ts), as far as tests read it. */
export interface QueuedItem {
  id: string;
  kind: string;
  path: string;
  body: Record<string, unknown>;
  seq: number;
}

/** Everything waiting in the page's outbox, read with IndexedDB itself (the outbox must exist). */
export function outboxItems(page: Page): Promise<QueuedItem[]> {
  return page.evaluate(
    (name) =>
      new Promise<QueuedItem[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('items').objectStore('items').getAll();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as QueuedItem[]);
          };
        };
      }),
    STORAGE_KEYS.outboxDatabase,
  );
}

/**
 * How many items of `kind` wait in the page's outbox (store `store`), read
 * with IndexedDB itself. 0 while the outbox has not been created.
 */
export function countInOutbox(page: Page, store: 'items' | 'refused', kind: string): Promise<number> {
  return page.evaluate(
    async ({ name, store, kind }) => {
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
    { name: STORAGE_KEYS.outboxDatabase, store, kind },
  );
}
