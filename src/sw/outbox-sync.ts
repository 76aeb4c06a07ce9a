import { flushOutbox } from '@/lib/outbox/flush';
import { outboxDb } from '@/lib/outbox/outbox-db';

declare const self: ServiceWorkerGlobalScope;

/**
 * Background Sync fires when the connection is back, even if every tab is
 * closed. A rejected promise asks the browser to try the sync again later.
 */
export async function syncOutbox(): Promise<void> {
  const report = await flushOutbox({
    db: outboxDb(),
    fetcher: (path, init) => fetch(path, init),
    locks: self.navigator.locks,
    wait: true,
    ignoreBackoff: true,
  });
  if (report.status === 'busy' || report.retrying > 0)
    throw new Error('The outbox is not empty yet; retry the sync later.');
}
