import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { clientDir } from '../../src/tools/dist-dir';
import { freePort } from '../../src/tools/free-port';
import { storedFiles } from '../support/cache-storage';
import { startTestServer } from '../support/test-server';
import { executedScript } from './executed-script';
import { printVisits, type FirstInput, type Visit, type VisitRow } from './real-visit-table';
import { SW_MESSAGES } from '../../src/lib/pwa/messages';
import { VISIT_PROBES } from './visit-probes';
import { watchServiceWorkers, type NetworkConditions, type WorkerNetwork } from './worker-network';

/**
 * A first-time visitor on a phone, page by page (every page of the sitemap
 * and /contact), each in a fresh browser context where the service worker
 * may install: a Pixel 7, the CPU slowed 4× and the network at slow 4G. The
 * visit loads the page, moves the pointer across it, scrolls twice and stays
 * 10 s; it reports the JavaScript fetched and run, long tasks, islands
 * hydrated and when the site became usable offline; then it lets the worker
 * finish what it precaches for a visitor and counts the visit's bytes on the
 * wire (page and worker) and what Cache Storage holds. A second fresh load taps
 * the header's first control as soon as the page paints and times its effect.
 * A measure, not a test: figures over their targets are printed, never failed.
 *   npm run bench:visit
 *   PAGES=/,/contact npm run bench:visit        (some pages; ROUTES works too)
 */
const CPU_SLOWDOWN = 4;
// Lighthouse's and DevTools' "slow 4G" (bytes per second).
const SLOW_4G: NetworkConditions = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const VISIT_MS = 10_000;
const EFFECT_MS = 2_000;
const SCROLL_PAUSE_MS = 1_500;
const PAGE_TIMEOUT_MS = 60_000;
const SETTLE_TIMEOUT_MS = 180_000;

/** The sitemap's pages as paths, and /contact. */
async function sitemapPages(): Promise<string[]> {
  const { urlset } = new XMLParser().parse(await readFile(join(clientDir, 'sitemap.xml'), 'utf8')) as {
    urlset: { url: { loc: string } | Array<{ loc: string }> };
  };
  return [...new Set([...[urlset.url].flat().map((url) => new URL(url.loc).pathname), '/contact'])];
}

async function phone(browser: Browser) {
  // newContext takes the device's options, not which browser it is.
  const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7']!;
  const context = await browser.newContext({ ...pixel7, serviceWorkers: 'allow' });
  await context.addInitScript({ content: VISIT_PROBES });
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { context, page, cdp };
}

/**
 * Asks the worker for the rest of its precache, as the page does once idle,
 * and waits until it is done (the same fill when one is already running).
 */
function settle(page: Page): Promise<string> {
  return page.evaluate(
    async ({ type, timeout }) => {
      const { active } = await navigator.serviceWorker.ready;
      return new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        active?.postMessage({ type }, [channel.port2]);
        setTimeout(() => resolve('not filled in time'), timeout);
      });
    },
    { type: SW_MESSAGES.fillPrecache, timeout: SETTLE_TIMEOUT_MS },
  );
}

/** Load, the pointer across the page, two scrolls, 10 s in all from load; then the worker's precache settles. */
async function visit(browser: Browser, workers: WorkerNetwork, origin: string, path: string): Promise<Visit> {
  const { context, page, cdp } = await phone(browser);
  try {
    // The page's own script requests, by the bytes on the wire; the ones
    // its worker answers were paid for by the worker's precache.
    const scripts = new Map<string, boolean>();
    const js = { bytes: 0, files: 0, fromWorker: 0 };
    let pageBytes = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.set(event.requestId, event.response.fromServiceWorker ?? false);
    });
    cdp.on('Network.loadingFinished', (event) => {
      pageBytes += event.encodedDataLength;
      const fromWorker = scripts.get(event.requestId);
      if (fromWorker) js.fromWorker += 1;
      else if (fromWorker === false) {
        js.files += 1;
        js.bytes += event.encodedDataLength;
      }
    });
    workers.take();
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    const loadedAt = Date.now();
    await page.mouse.move(40, 200);
    await page.mouse.move(370, 640, { steps: 8 });
    await page.mouse.wheel(0, 700);
    // A person reads a little between scrolls.
    await sleep(SCROLL_PAUSE_MS);
    await page.mouse.wheel(0, 700);
    await sleep(Math.max(0, VISIT_MS - (Date.now() - loadedAt)));
    const seen = await page.evaluate(() => ({
      firstContentfulPaint: window.realVisit.firstContentfulPaint,
      offlineReadyAt: window.realVisit.offlineReadyAt,
      longTasks: window.realVisit.longTasks,
      islands: document.querySelectorAll('[data-island-live]').length,
      hydrated: document.documentElement.hasAttribute('data-hydrated'),
    }));
    const executed = await executedScript(cdp, origin);
    const worker = workers.take();
    const filled = await settle(page);
    const stored = await storedFiles(page);
    return {
      js,
      worker,
      firstVisit: {
        wireBytes: pageBytes + worker.all + workers.take().all,
        stored: { files: stored.length, bytes: stored.reduce((sum, file) => sum + file.bytes, 0) },
        ...(filled === 'filled' ? {} : { unsettled: filled }),
      },
      executed,
      longTasks: seen.longTasks,
      islands: seen.islands,
      hydrated: seen.hydrated,
      offlineReadyMs:
        seen.offlineReadyAt === undefined || seen.firstContentfulPaint === undefined
          ? undefined
          : seen.offlineReadyAt - seen.firstContentfulPaint,
    };
  } finally {
    await context.close();
  }
}

/** A fresh load; at first paint, a tap on the header's first control; the time to the frame showing its effect. */
async function firstInput(browser: Browser, origin: string, path: string): Promise<FirstInput> {
  const { context, page } = await phone(browser);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.realVisit?.firstContentfulPaint !== undefined, undefined, {
      polling: 'raf',
    });
    const control = await page.evaluate(() => window.realVisit.arm());
    if (!control) return { control: 'none' };
    await page.touchscreen.tap(control.x, control.y);
    await page.waitForFunction(
      (limit) => {
        const { tapAt, effectAt } = window.realVisit;
        return effectAt !== undefined || (tapAt !== undefined && performance.now() - tapAt > limit);
      },
      EFFECT_MS,
      { polling: 100 },
    );
    const { tapAt, effectAt } = await page.evaluate(() => window.realVisit);
    const delay = tapAt === undefined || effectAt === undefined ? undefined : effectAt - tapAt;
    return {
      control: control.label,
      ...(delay !== undefined && delay <= EFFECT_MS ? { delayMs: delay } : {}),
    };
  } finally {
    await context.close();
  }
}

if (!existsSync(join(clientDir, 'index.html')))
  throw new Error('No build in dist/client: run npm run build first.');
const pages = (process.env.PAGES ?? process.env.ROUTES)?.split(',') ?? (await sitemapPages());
const rows: VisitRow[] = [];
// Served as `npm start` serves it: compressed, with the server's own address in the pages.
const server = await startTestServer({ asStarted: 'own' });
let browser: Browser | undefined;
let workers: WorkerNetwork | undefined;
try {
  // A debugging port of our own reaches the service workers (see worker-network.ts).
  const debuggingPort = await freePort();
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  workers = await watchServiceWorkers(debuggingPort, SLOW_4G);
  for (const path of pages) {
    const row: VisitRow = { path };
    try {
      row.visit = await visit(browser, workers, server.url, path);
      row.input = await firstInput(browser, server.url, path);
    } catch (error) {
      row.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
    rows.push(row);
    process.stderr.write(`  visited ${path}\n`);
  }
} finally {
  workers?.close();
  await browser?.close();
  await server.stop();
}

console.log(
  `Real visit per page: Pixel 7, CPU ${CPU_SLOWDOWN}× slower, slow 4G (150 ms, 1.6 Mbps down, 750 kbps up), a fresh browser context per page; ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()}\n`,
);
printVisits(rows);
