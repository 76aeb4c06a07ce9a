import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fetcher } from '@/lib/outbox/deliver';
import { enqueue } from '@/lib/outbox/enqueue';
import { flushOutbox } from '@/lib/outbox/flush';
import { createOutboxDb, type OutboxDb } from '@/lib/outbox/outbox-db';
import { newRecordId } from '@/lib/record-id';
import { FAULT_MIX, seededFaults, startFaultProxy, type FaultProxy } from '../support/fault-proxy';
import { arrivedAfterFaults, integrityHooks } from '../support/fault-run';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/test-server';

const ENQUIRIES = 60;
const EVENTS = 600;
/** Requests after which PocketBase is killed with SIGKILL, in the middle of a flush: a run makes about 240. */
const KILL_AT = [60, 150];
const TABS = 3;
/** About 30 s on a quiet machine, several minutes beside other jobs: the budget only ends a run that would never finish. */
const RUN_BUDGET_MS = 900_000;

const serverOptions: TestServerOptions = {
  extraHooks: integrityHooks,
  env: { TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' },
};

let server: TestServer;
let proxy: FaultProxy;
let db: OutboxDb;
let killed: Promise<void> | undefined;
let restarts = 0;

beforeAll(async () => {
  server = await startTestServer(serverOptions);
  db = createOutboxDb(`outbox-${newRecordId()}`);
});
afterAll(async () => {
  await proxy?.close();
  await server?.stop();
  await db?.delete();
});

/** The server again on the same data folder and port, as a process manager would restart it. */
async function restart(): Promise<void> {
  const port = Number(new URL(server.url).port);
  server = await startTestServer({ ...serverOptions, dataDir: server.dataDir, port, admin: server.admin });
  restarts += 1;
}

describe('the outbox through a faulty network and a crashing server', () => {
  it(
    'delivers every enquiry and every event exactly once, each enquiry with one notification, and the database stays sound',
    async () => {
      proxy = await startFaultProxy(server.url, {
        pick: seededFaults(20261125, FAULT_MIX),
        delayMs: 300,
        visitorPerRequest: true,
        onRequest: (count) => {
          if (KILL_AT.includes(count)) killed = server.stop({ keepData: true, signal: 'SIGKILL' });
        },
      });
      const fetcher: Fetcher = (path, init) => fetch(`${proxy.url}${path}`, init);

      const session = `session-${newRecordId()}`;
      const marker = `fault-run-${newRecordId()}`;
      const enquiryIds: string[] = [];
      for (let i = 0; i < ENQUIRIES; i += 1) {
        const id = newRecordId();
        enquiryIds.push(id);
        await enqueue(db, {
          id,
          kind: 'enquiry',
          path: '/api/collections/enquiries/records',
          body: {
            id,
            name: `Ada ${i}`,
            email: 'ada@example.com',
            message: `${marker} number ${i}`,
            ...A_PERSONS_FILL_TIME,
          },
        });
        if (i % 10 === 0) {
          for (let j = 0; j < EVENTS / (ENQUIRIES / 10); j += 1) {
            const eventId = newRecordId();
            await enqueue(db, {
              id: eventId,
              kind: 'analytics',
              path: '/api/collections/user_analytics/records',
              body: {
                id: eventId,
                session_id: session,
                page_url: 'http://127.0.0.1/',
                event_type: 'page_view',
                event_data: {},
                client_ts: new Date().toISOString(),
              },
            });
          }
        }
      }
      expect(await db.items.count()).toBe(ENQUIRIES + EVENTS);

      // Tabs flush side by side, each stopping at the first fault as the page
      // does, and going again (the page's backoff skipped) until nothing waits.
      let rounds = 0;
      while ((await db.items.count()) > 0 && rounds < 2_000) {
        rounds += 1;
        await Promise.all(
          Array.from({ length: TABS }, () =>
            // With the page's own time limit: every fault ends its request at once, and a slow answer
            // from a busy machine is no fault (timed out, it would be sent again, busier still).
            flushOutbox({ db, fetcher, ignoreBackoff: true }),
          ),
        );
        if (killed) {
          await killed;
          killed = undefined;
          await restart();
        }
      }

      if (process.env.FAULTS_VERBOSE) console.info({ rounds, restarts, faults: proxy.counts });
      expect(await db.items.count()).toBe(0);
      expect(await db.refused.count()).toBe(0);
      expect(restarts).toBe(KILL_AT.length);
      for (const fault of ['drop', 'reset', 'delay', 'bad-gateway', 'lose-answer', 'truncate'] as const)
        expect(proxy.counts[fault], fault).toBeGreaterThan(0);

      const arrived = await arrivedAfterFaults(server, { marker, session });
      expect(arrived.enquiryIds).toEqual([...enquiryIds].sort());
      expect(arrived.events).toBe(EVENTS);
      // A crash just after a save must not cost that enquiry its notification, nor send it twice.
      expect(arrived.notificationSubjects).toEqual(
        enquiryIds.map((_, i) => `New enquiry from Ada ${i}`).sort(),
      );
      expect(arrived.integrity).toBe('ok');
    },
    RUN_BUDGET_MS,
  );
});
