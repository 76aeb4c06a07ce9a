import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../src/tools/project-root';
import type { Api } from '../support/api';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/test-server';

const SEED_CHUNK = 50_000;
const SPAN_DAYS = 90;

/** A real PocketBase with the benchmark-only hooks that seed events in bulk (tests/bench/pb_hooks). */
export async function startBenchServer(options: TestServerOptions = {}): Promise<TestServer> {
  const hooksDir = await mkdtemp(join(tmpdir(), 'clear-north-bench-hooks-'));
  await cp(join(projectRoot, 'pb_hooks'), hooksDir, { recursive: true });
  await cp(join(projectRoot, 'tests/bench/pb_hooks'), hooksDir, { recursive: true });
  const server = await startTestServer({
    ...options,
    hooksDir,
    // Rolled up once after seeding, as a measured step, not by the minute's cron midway.
    env: { ANALYTICS_ROLLUP_CRON: '0 0 31 2 *', ...options.env },
  });
  return {
    ...server,
    async stop(stopOptions) {
      await server.stop(stopOptions);
      await rm(hooksDir, { recursive: true, force: true });
    },
  };
}

export const seconds = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

async function post<T>(client: Api, path: string, body: unknown, token: string): Promise<T> {
  const response = await client.post<T>(path, body, token);
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * Adds events straight into SQLite until `size` are stored (from `seeded`),
 * spread over the last 90 days in the order they happened, with the secondary indexes dropped while it
 * writes and rebuilt after. Returns the new total.
 */
export async function seedEvents(
  client: Api,
  superuser: string,
  seeded: number,
  size: number,
  now: number,
): Promise<number> {
  const { indexes } = await post<{ indexes: string[] }>(
    client,
    '/api/bench/analytics/indexes',
    { action: 'drop' },
    superuser,
  );
  let total = seeded;
  while (total < size) {
    const count = Math.min(SEED_CHUNK, size - total);
    const chunkStarted = performance.now();
    await post(
      client,
      '/api/bench/analytics/seed',
      { first: total, count, total: size, spanDays: SPAN_DAYS, now },
      superuser,
    );
    total += count;
    if (process.env.BENCH_VERBOSE) console.info(`  seeded ${total} (${seconds(chunkStarted)} s)`);
  }
  await post(client, '/api/bench/analytics/indexes', { action: 'create', indexes }, superuser);
  return total;
}

/** Rolls up every event not yet in the rollups; returns how many it covered. */
export async function rollUp(client: Api, superuser: string): Promise<number> {
  let covered = 0;
  for (;;) {
    const step = await post<{ covered: number }>(
      client,
      '/api/bench/analytics/rollup',
      { chunk: 100_000 },
      superuser,
    );
    if (step.covered === 0) return covered;
    covered += step.covered;
  }
}
