import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDir } from '../../src/tools/dist-dir';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * PocketBase's own CPU time per request (user and system, read from
 * /proc/<pid>/stat before and after), for each kind of request a visit
 * makes: a hashed script in Brotli, a page, the health check, a missing
 * asset. Cold: the first requests after the server starts, while its pool
 * of JS engines has yet to load the hooks' modules; warm: the requests
 * after those. Each kind gets a server of its own, started as the
 * integration tests start theirs (the build, the origin put in as pages go
 * out), or with BENCH_AS_STARTED=own as `npm start` and the browser tests
 * do (a copy for its origin, compressed). BENCH_HOOKS_DIR compares another
 * version of pb_hooks.
 *   npm run bench:serving
 *   BENCH_AS_STARTED=own BENCH_SERVING_WARM=5000 BENCH_SERVING_CONNECTIONS=8 npm run bench:serving
 */
const COLD = Number(process.env.BENCH_SERVING_COLD ?? 200);
const WARM = Number(process.env.BENCH_SERVING_WARM ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_SERVING_CONNECTIONS ?? 4);
const asStarted = process.env.BENCH_AS_STARTED === 'own' ? 'own' : undefined;

const TICKS_PER_SECOND = 100;

/** CPU-seconds the process has spent, its threads' included. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which is in brackets and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

const script = readdirSync(join(clientDir, 'assets')).find(
  (name) => name.endsWith('.js') && readdirSync(join(clientDir, 'assets')).includes(`${name}.br`),
);
if (!script) throw new Error(`No script with a Brotli copy in ${clientDir}/assets: npm run build first`);

const KINDS: { label: string; path: string; headers: Record<string, string> }[] = [
  {
    label: `script, br (/assets/${script})`,
    path: `/assets/${script}`,
    headers: { 'accept-encoding': 'br' },
  },
  { label: 'page, br (/about)', path: '/about', headers: { 'accept-encoding': 'br' } },
  { label: 'health (/api/health)', path: '/api/health', headers: {} },
  { label: 'missing asset (/assets/gone-0000.js)', path: '/assets/gone-0000.js', headers: {} },
];

// Behind the documented reverse proxy each visitor has an address of their
// own, and no one visitor meets the API's rate limit.
let visitor = 0;
function nextVisitor(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

/** CPU-milliseconds per request over `amount` requests, and their statuses. */
async function cost(server: TestServer, path: string, headers: Record<string, string>, amount: number) {
  const before = cpuSeconds(server.pid!);
  const result = await autocannon({
    url: server.url + path,
    connections: CONNECTIONS,
    amount,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...headers, 'x-forwarded-for': nextVisitor() },
        }),
      },
    ],
  });
  // Let the server finish what it does after an answer (its request log) before reading its time.
  await new Promise((done) => setTimeout(done, 300));
  const perRequest = ((cpuSeconds(server.pid!) - before) * 1000) / amount;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${count}×${status}`)
    .join(' ');
  return { perRequest, statuses };
}

console.log(
  `PocketBase CPU per request, ${CONNECTIONS} connections: cold = first ${COLD} after start, warm = next ${WARM}` +
    (asStarted ? ' (a copy for its origin, as npm start serves)' : ' (the build, origin put in as sent)'),
);
for (const kind of KINDS) {
  const server = await startTestServer({
    // The mail queue at its production pace: the tests' one-second look would count as the requests' cost.
    env: { MAIL_QUEUE_INTERVAL_SECONDS: '60', TRUSTED_PROXY_HEADERS: 'X-Forwarded-For' },
    ...(asStarted ? { asStarted } : {}),
    ...(process.env.BENCH_HOOKS_DIR ? { hooksDir: process.env.BENCH_HOOKS_DIR } : {}),
  });
  try {
    if (server.pid === undefined) throw new Error('PocketBase has no process id');
    await new Promise((done) => setTimeout(done, 500));
    const cold = await cost(server, kind.path, kind.headers, COLD);
    const warm = await cost(server, kind.path, kind.headers, WARM);
    console.log(
      `  ${kind.label.padEnd(56)} cold ${cold.perRequest.toFixed(2).padStart(5)} ms, warm ${warm.perRequest
        .toFixed(2)
        .padStart(5)} ms  (${warm.statuses})`,
    );
  } finally {
    await server.stop();
  }
}
