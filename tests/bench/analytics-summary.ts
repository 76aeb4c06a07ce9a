import { api } from '../support/api';
import { rollUp, seconds, seedEvents, startBenchServer } from './analytics-seeding';

/**
 * Seeds analytics events in bulk (1M, then 10M; over the last 90 days, each
 * size into a fresh PocketBase) and prints the summary route's latency per
 * period as the admin sees it, plus the query plans.
 *   npx tsx --tsconfig tsconfig.node.json tests/bench/analytics-summary.ts
 *   BENCH_ANALYTICS_SIZES=100000 … for a quick run.
 */
const SIZES = (process.env.BENCH_ANALYTICS_SIZES ?? '1000000,10000000').split(',').map(Number);
const RUNS = 7;
const PERIODS = ['24h', '7d', '30d', '90d'];

async function measure(size: number): Promise<void> {
  const server = await startBenchServer();
  const client = api(server.url);
  try {
    const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const admin = await client.signIn('users', server.admin.email, server.admin.password);

    let started = performance.now();
    const seeded = await seedEvents(client, superuser, 0, size, Date.now());
    console.info(`\n${seeded.toLocaleString('en-GB')} events: seeded and indexed in ${seconds(started)} s`);

    started = performance.now();
    const covered = await rollUp(client, superuser);
    console.info(`  rolled up ${covered.toLocaleString('en-GB')} events in ${seconds(started)} s`);

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

    const plans = await client.get<Record<string, { plan: string[]; ms: number; rows: number }>>(
      '/api/bench/analytics/plans',
      superuser,
    );
    console.info('  Each query alone (median of 5 runs, rows returned) and its plan (EXPLAIN QUERY PLAN):');
    for (const [name, { plan, ms, rows }] of Object.entries(plans.body))
      console.info(`    ${name}: ${ms} ms, ${rows} rows; ${plan.join(' | ')}`);
  } finally {
    await server.stop();
  }
}

for (const size of SIZES) await measure(size);
