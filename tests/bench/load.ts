import autocannon, { type Options, type Result } from 'autocannon';
import { cpus } from 'node:os';
import { REQUEST_LIMITS as requestLimits } from '../../src/definitions/request-limits';
import { api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { subscribeRealtime } from '../support/realtime';
import { rollUp, seconds, seedEvents, startBenchServer } from './analytics-seeding';

/**
 * Load on a real PocketBase over loopback, with autocannon: enquiry creates
 * per second, analytics events per second through the batch API, realtime
 * fan-out to 50 admins, the dashboard summary over 1M events while writes
 * continue, and where the server sheds load with 429.
 *   npm run bench:load
 *   BENCH_LOAD_SECONDS=5 BENCH_LOAD_EVENTS=100000 npm run bench:load   (a quick run)
 */
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const EVENTS = Number(process.env.BENCH_LOAD_EVENTS ?? 1_000_000);
const ADMINS = 50;
const FANOUT_ENQUIRIES = 100;
const BATCH_SIZE = requestLimits.batch.maxRequests;

// Behind the documented reverse proxy each visitor has an address of their
// own; the benchmark plays many visitors by setting the proxy's header.
// The mail queue runs at its production pace (the tests speed it up).
const server = await startBenchServer({
  env: {
    TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
    MAIL_QUEUE_INTERVAL_SECONDS: '60',
    MAIL_RETRY_BASE_SECONDS: '60',
    MAIL_RETRY_MAX_SECONDS: '3600',
  },
});
const client = api(server.url);

let visitor = 0;
function nextVisitor(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

const jsonFromSite = { 'content-type': 'application/json', origin: server.url };

/** Every request from a new visitor (`many`) or all from one (`one`). */
function post(path: string, body: () => unknown, visitors: 'many' | 'one'): Options['requests'] {
  const single = nextVisitor();
  return [
    {
      method: 'POST',
      path,
      setupRequest: (request) => ({
        ...request,
        headers: { ...jsonFromSite, 'x-forwarded-for': visitors === 'many' ? nextVisitor() : single },
        body: JSON.stringify(body()),
      }),
    },
  ];
}

function run(options: Omit<Options, 'url'>): Promise<Result> {
  return autocannon({ url: server.url, duration: SECONDS, ...options });
}

function statuses(result: Result): string {
  return Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${(count ?? 0).toLocaleString('en-GB')}`)
    .join(', ');
}

function line(label: string, result: Result, perRequest = 1): string {
  const ok = result['2xx'] * perRequest;
  return (
    `  ${label.padEnd(34)} ${(ok / SECONDS).toFixed(0).padStart(6)}/s accepted, ` +
    `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ${statuses(result)}` +
    (result.errors + result.timeouts > 0 ? `; ${result.errors} errors, ${result.timeouts} timeouts` : '')
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const analyticsBatch = () => ({
  requests: Array.from({ length: BATCH_SIZE }, () => ({
    method: 'POST',
    url: '/api/collections/user_analytics/records',
    body: publicRecords.user_analytics(),
  })),
});

async function enquiryCreates(): Promise<void> {
  console.info(`\nEnquiry creates, ${SECONDS} s each, every request from a new visitor:`);
  for (const connections of [1, 4, 16, 64]) {
    const result = await run({
      connections,
      requests: post('/api/collections/enquiries/records', publicRecords.enquiries, 'many'),
    });
    console.info(line(`${connections} connections`, result));
  }
}

async function analyticsThroughBatch(): Promise<void> {
  console.info(`\nAnalytics events through the batch API (${BATCH_SIZE} events a request):`);
  const result = await run({ connections: 8, requests: post('/api/batch', analyticsBatch, 'many') });
  console.info(line('8 connections, events', result, BATCH_SIZE));
}

async function realtimeFanOut(superuser: string, adminToken: string): Promise<void> {
  const admins = await Promise.all(
    Array.from({ length: ADMINS }, () => subscribeRealtime(server.url, ['enquiries/*'], adminToken)),
  );
  try {
    const sentAt = new Map<string, number>();
    for (let i = 0; i < FANOUT_ENQUIRIES; i += 1) {
      const record = publicRecords.enquiries();
      sentAt.set(record.id, performance.now());
      const created = await client.post('/api/collections/enquiries/records', record, superuser);
      if (created.status !== 200) throw new Error(`enquiry: ${created.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const delays: number[] = [];
    let missed = 0;
    for (const admin of admins) {
      const seen = new Map(admin.events.map((event) => [event.data.record.id as string, event.receivedAt]));
      for (const [id, sent] of sentAt) {
        const received = seen.get(id);
        if (received === undefined) missed += 1;
        else delays.push(received - sent);
      }
    }
    delays.sort((a, b) => a - b);
    console.info(
      `\nRealtime fan-out: ${FANOUT_ENQUIRIES} enquiries (one every 20 ms) to ${ADMINS} admins: ` +
        `${delays.length.toLocaleString('en-GB')} deliveries, ${missed} missed; from sending to arrival ` +
        `p50 ${percentile(delays, 0.5).toFixed(1)} ms, p99 ${percentile(delays, 0.99).toFixed(1)} ms, ` +
        `max ${delays.at(-1)!.toFixed(1)} ms`,
    );
  } finally {
    admins.forEach((admin) => admin.close());
  }
}

async function summaryTimes(adminToken: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const begun = performance.now();
    const response = await client.get('/api/analytics/summary?period=90d', adminToken);
    if (response.status !== 200) throw new Error(`summary: ${response.status}`);
    times.push(performance.now() - begun);
  }
  return times.sort((a, b) => a - b);
}

async function summaryUnderWrites(superuser: string, adminToken: string): Promise<void> {
  const started = performance.now();
  const seeded = await seedEvents(client, superuser, 0, EVENTS, Date.now());
  await rollUp(client, superuser);
  console.info(
    `\nDashboard summary, 90 days over ${seeded.toLocaleString('en-GB')} events ` +
      `(seeded and rolled up in ${seconds(started)} s), 20 requests one after another:`,
  );
  await summaryTimes(adminToken, 1);
  const quiet = await summaryTimes(adminToken, 20);
  console.info(
    `  quiet:                p50 ${percentile(quiet, 0.5).toFixed(0)} ms, p99 ${quiet.at(-1)!.toFixed(0)} ms`,
  );
  const writes = run({ connections: 4, requests: post('/api/batch', analyticsBatch, 'many') });
  const busy = await summaryTimes(adminToken, 20);
  const written = await writes;
  console.info(
    `  while events arrive:  p50 ${percentile(busy, 0.5).toFixed(0)} ms, p99 ${busy.at(-1)!.toFixed(0)} ms` +
      ` (meanwhile ${((written['2xx'] * BATCH_SIZE) / SECONDS).toFixed(0)} events/s stored)`,
  );
}

async function shedding(): Promise<void> {
  console.info(
    `\nOne visitor flooding, ${SECONDS} s, 16 connections (budgets from pb_hooks/lib/request-limits.json):`,
  );
  const enquiries = await run({
    connections: 16,
    requests: post('/api/collections/enquiries/records', publicRecords.enquiries, 'one'),
  });
  console.info(line('enquiry creates', enquiries));
  const reads = await run({
    connections: 16,
    requests: [
      {
        method: 'GET',
        path: '/api/collections/enquiries/records',
        headers: { 'x-forwarded-for': nextVisitor() },
      },
    ],
  });
  console.info(line('API reads', reads));
}

try {
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const adminToken = await client.signIn('users', server.admin.email, server.admin.password);
  console.info(`Load on ${server.url} (loopback; this machine: ${cpus().length} cores)`);
  await enquiryCreates();
  await analyticsThroughBatch();
  await realtimeFanOut(superuser, adminToken);
  await shedding();
  await summaryUnderWrites(superuser, adminToken);
} finally {
  await server.stop();
}
