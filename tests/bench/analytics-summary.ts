import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/server/project-root';
import { api } from '../support/api';
import { startTestServer } from '../support/test-server';

/**
 * Seeds analytics events in bulk (1M, then up to 10M; over the last 90
 * days) into a real PocketBase and prints the summary route's latency per
 * period as the admin sees it, plus the query plans.
 *   npx tsx --tsconfig tsconfig.node.json tests/bench/analytics-summary.ts
 *   BENCH_ANALYTICS_SIZES=100000 … for a quick run.
 */
const SIZES = (process.env.BENCH_ANALYTICS_SIZES ?? '1000000,10000000').split(',').map(Number);
const SEED_CHUNK = 50_000;
const SPAN_DAYS = 90;
const RUNS = 7;
const PERIODS = ['24h', '7d', '30d', '90d'];

const hooksDir = await mkdtemp(join(tmpdir(), 'clear-north-bench-hooks-'));
await cp(join(projectRoot, 'pb_hooks'), hooksDir, { recursive: true });
await cp(join(projectRoot, 'tests/bench/pb_hooks'), hooksDir, { recursive: true });
// Rolled up once after seeding, as a measured step, not by the minute's cron midway.
const server = await startTestServer({ hooksDir, env: { ANALYTICS_ROLLUP_CRON: '0 0 31 2 *' } });
const client = api(server.url);

const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

async function post<T>(path: string, body: unknown, token: string): Promise<T> {
  const response = await client.post<T>(path, body, token);
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

try {
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const admin = await client.signIn('users', server.admin.email, server.admin.password);
  const now = Date.now();
  let seeded = 0;

  for (const size of SIZES) {
    let started = performance.now();
    const { indexes } = await post<{ indexes: string[] }>(
      '/api/bench/analytics/indexes',
      { action: 'drop' },
      superuser,
    );
    while (seeded < size) {
      const count = Math.min(SEED_CHUNK, size - seeded);
      const chunkStarted = performance.now();
      await post('/api/bench/analytics/seed', { first: seeded, count, spanDays: SPAN_DAYS, now }, superuser);
      seeded += count;
      if (process.env.BENCH_VERBOSE) console.info(`  seeded ${seeded} (${seconds(chunkStarted)} s)`);
    }
    await post('/api/bench/analytics/indexes', { action: 'create', indexes }, superuser);
    console.info(`\n${seeded.toLocaleString('en-GB')} events: seeded and indexed in ${seconds(started)} s`);

    started = performance.now();
    let covered = 0;
    for (;;) {
      const step = await post<{ covered: number }>(
        '/api/bench/analytics/rollup',
        { chunk: 100_000 },
        superuser,
      );
      if (step.covered === 0) break;
      covered += step.covered;
    }
    console.info(`  rolled up ${covered.toLocaleString('en-GB')} new events in ${seconds(started)} s`);

    for (const period of PERIODS) {
      const times: number[] = [];
      let pageViews = 0;
      for (let run = 0; run <= RUNS; run += 1) {
        const begun = performance.now();
        const response = await client.get<{ cards: { pageViews: { value: number } } }>(
          `/api/analytics/summary?period=${period}`,
          admin,
        );
        if (response.status !== 200) throw new Error(`summary ${period}: ${response.status}`);
        // The first request warms the caches and is not counted.
        if (run > 0) times.push(performance.now() - begun);
        pageViews = response.body.cards.pageViews.value;
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      console.info(
        `  summary ${period.padEnd(3)}: median ${median.toFixed(0).padStart(4)} ms, ` +
          `max ${times.at(-1)!.toFixed(0).padStart(4)} ms (${pageViews.toLocaleString('en-GB')} page views)`,
      );
    }
  }

  const plans = await client.get<Record<string, { plan: string[]; ms: number; rows: number }>>(
    '/api/bench/analytics/plans',
    superuser,
  );
  console.info('\nEach query alone (median of 5 runs, rows returned) and its plan (EXPLAIN QUERY PLAN):');
  for (const [name, { plan, ms, rows }] of Object.entries(plans.body))
    console.info(`  ${name}: ${ms} ms, ${rows} rows; ${plan.join(' | ')}`);
} finally {
  await server.stop();
  await rm(hooksDir, { recursive: true, force: true });
}
