import autocannon from 'autocannon';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * What serving a page costs, with autocannon over loopback: the home page as
 * `npm start` serves it (a copy of the build with the origin put in and
 * compressed, src/tools/origin-site.ts) and as a server of the bare build
 * sends it (the origin put in as each page goes out, uncompressed).
 *   npm run bench:pages
 */
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS ?? 10);
const CONNECTIONS = 4;

async function measure(label: string, server: TestServer): Promise<void> {
  for (const encoding of ['br', 'identity']) {
    const options = {
      url: `${server.url}/`,
      connections: CONNECTIONS,
      headers: { 'accept-encoding': encoding },
    };
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: SECONDS });
    const bytes = Math.round(result.throughput.average / result.requests.average);
    console.log(
      `  ${label.padEnd(44)} ${encoding.padEnd(8)} ${result.requests.average.toFixed(0).padStart(5)}/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${bytes.toLocaleString('en-GB')} bytes a response` +
        (result.non2xx + result.errors > 0 ? `; ${result.non2xx} not 2xx, ${result.errors} errors` : ''),
    );
  }
}

console.log(`GET /, ${CONNECTIONS} connections, ${SECONDS} s each:`);
for (const [label, asStarted] of [
  ['a copy for its origin (npm start)', 'own'],
  ['the build, origin put in as sent', undefined],
] as const) {
  const server = await startTestServer(asStarted ? { asStarted } : {});
  try {
    await measure(label, server);
  } finally {
    await server.stop();
  }
}
