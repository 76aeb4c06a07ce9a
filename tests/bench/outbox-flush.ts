import 'fake-indexeddb/auto';
import type { Fetcher } from '../../src/lib/outbox/deliver';
import { enqueue } from '../../src/lib/outbox/enqueue';
import { flushOutbox } from '../../src/lib/outbox/flush';
import { createOutboxDb } from '../../src/lib/outbox/outbox-db';
import { newRecordId } from '../../src/lib/record-id';
import { startTestServer } from '../support/test-server';

/**
 * Queues 1,000 analytics events while offline, reconnects, and measures the
 * flush against the real PocketBase (rate limits and batch API as configured).
 *   npx tsx --tsconfig tsconfig.node.json tests/bench/outbox-flush.ts
 */
const EVENTS = 1_000;

const server = await startTestServer();
const db = createOutboxDb(`bench-${newRecordId()}`);
const session = `bench-${newRecordId()}`;
const statuses = new Map<number, number>();
let requests = 0;

const online: Fetcher = async (path, init) => {
  requests += 1;
  const response = await fetch(`${server.url}${path}`, init);
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  return response;
};
const offline: Fetcher = () => Promise.reject(new TypeError('Failed to fetch'));

try {
  for (let i = 0; i < EVENTS; i += 1) {
    const id = newRecordId();
    await enqueue(db, {
      id,
      kind: 'analytics',
      path: '/api/collections/user_analytics/records',
      body: {
        id,
        session_id: session,
        page_url: `http://127.0.0.1/blog/article-${i % 10}`,
        event_type: i % 4 === 0 ? 'page_view' : 'scroll_depth',
        event_data: { scroll_percentage: (i % 4) * 25 },
        client_ts: new Date().toISOString(),
      },
    });
  }
  await flushOutbox({ db, fetcher: offline });

  // Back online: flush as the page does, retrying after each backoff until empty.
  const started = performance.now();
  let rounds = 0;
  let report = await flushOutbox({ db, fetcher: online, ignoreBackoff: true });
  const burstSeconds = (performance.now() - started) / 1000;
  const burst = report.delivered;
  while ((await db.items.count()) > 0 && rounds < 100) {
    rounds += 1;
    const wait = Math.max(0, (report.nextAttemptAt ?? Date.now()) - Date.now());
    await new Promise((resolve) => setTimeout(resolve, wait));
    report = await flushOutbox({ db, fetcher: online });
  }
  const seconds = (performance.now() - started) / 1000;

  const token = await fetch(`${server.url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: server.admin.email, password: server.admin.password }),
  }).then((response) => response.json() as Promise<{ token: string }>);
  const stored = await fetch(
    `${server.url}/api/collections/user_analytics/records?perPage=1&filter=${encodeURIComponent(`session_id="${session}"`)}`,
    { headers: { Authorization: token.token } },
  ).then((response) => response.json() as Promise<{ totalItems: number }>);

  console.log('Outbox flush: 1,000 analytics events queued offline, then delivered');
  console.log(`  events stored in PocketBase   ${stored.totalItems} of ${EVENTS}`);
  console.log(`  left in the outbox            ${await db.items.count()}`);
  console.log(
    `  HTTP requests                 ${requests}  (${[...statuses].map(([status, n]) => `${n}× ${status}`).join(', ')})`,
  );
  console.log(`  flush rounds after the first  ${rounds}`);
  console.log(`  time to empty the outbox      ${seconds.toFixed(2)} s`);
  console.log(
    `  events accepted per second    ${(stored.totalItems / seconds).toFixed(0)} overall (the per-IP rate limit, 600 analytics events per 10 s, sets the pace)`,
  );
  console.log(
    `  first round, before the limit ${burst} events in ${burstSeconds.toFixed(2)} s = ${(burst / burstSeconds).toFixed(0)} events/s`,
  );
} finally {
  await db.delete();
  await server.stop();
}
