import { networkFetcher } from '@/lib/outbox/deliver';
import { flushOutbox, type FlushReport } from '@/lib/outbox/flush';
import { outboxDb } from '@/lib/outbox/outbox-db';

/**
 * A rate limit that clears within this long is waited out inside the sync
 * event, well within the time a browser gives one (Chromium: five minutes).
 */
const LONGEST_WAIT_IN_SYNC_MS = 2 * 60_000;

export interface SyncOptions {
  flush?: () => Promise<FlushReport>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const workerFlush = () =>
  flushOutbox({
    db: outboxDb(),
    fetcher: networkFetcher,
    locks: navigator.locks,
    wait: true,
    ignoreBackoff: true,
  });

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Background Sync fires when the connection is back, even if every tab is
 * closed. A rejected promise asks the browser to try the sync again later,
 * and it does so only a few times: only an outage spends one. A rate limit is
 * the server working as meant, so its window is waited out here and the
 * flush run again; one too long to wait is left to the next sync or page.
 */
export async function syncOutbox(options: SyncOptions = {}): Promise<void> {
  const { flush = workerFlush, sleep = sleepFor, now = Date.now } = options;
  for (;;) {
    const report = await flush();
    if (report.status === 'busy' || report.retrying > report.rateLimited)
      throw new Error('The outbox is not empty yet; retry the sync later.');
    if (report.rateLimited === 0 || report.nextAttemptAt === null) return;
    const wait = report.nextAttemptAt - now();
    if (wait > LONGEST_WAIT_IN_SYNC_MS) return;
    await sleep(Math.max(0, wait));
  }
}
