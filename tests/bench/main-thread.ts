import { chromium } from '@playwright/test';
import { startTestServer } from '../support/test-server';

/**
 * The main thread's work while a page loads and hydrates, on a phone-sized
 * screen with the CPU slowed four times as Lighthouse's mobile run does:
 * long tasks, their blocking time, and how many layout objects the browser
 * laid out. The last figure hardly depends on the machine's load.
 *   npm run build && npx tsx --tsconfig tsconfig.node.json tests/bench/main-thread.ts
 *   ROUTES=/,/pricing RUNS=5 …
 */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { beginData?: { url?: string; dirtyObjects?: number } };
}

const ROUTES = (process.env.ROUTES ?? '/,/services/seo,/pricing,/contact').split(',');
const RUNS = Number(process.env.RUNS ?? 3);
const SETTLE_MS = 6_000;
const LONG_TASK_MS = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// Served as `npm start` serves it: compressed, with the server's own address in the pages.
const server = await startTestServer({ asStarted: 'own' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  console.log(`Main thread per page, 412 × 823, CPU slowed 4×, median of ${RUNS}`);
  console.log('| Page | Long tasks | Blocking time | Layout objects |');
  console.log('|---|---|---|---|');
  for (const route of ROUTES) {
    const runs: Array<{ tasks: number; blocking: number; objects: number }> = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      });
      await page.goto(`${server.url}${route}`);
      await page.waitForTimeout(SETTLE_MS);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      // The page's own main thread: the one that parsed its document.
      const parse = trace.traceEvents.find(
        (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(server.url),
      );
      const events = trace.traceEvents.filter(
        (event) => event.pid === parse?.pid && event.tid === parse?.tid,
      );
      const long = events.filter(
        (event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 > LONG_TASK_MS,
      );
      runs.push({
        tasks: long.length,
        blocking: long.reduce((sum, event) => sum + (event.dur ?? 0) / 1000 - LONG_TASK_MS, 0),
        objects: events
          .filter((event) => event.name === 'Layout')
          .reduce((sum, event) => sum + (event.args?.beginData?.dirtyObjects ?? 0), 0),
      });
      await context.close();
    }
    console.log(
      `| ${route} | ${median(runs.map((run) => run.tasks))} | ${Math.round(median(runs.map((run) => run.blocking)))} ms | ${median(runs.map((run) => run.objects))} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
