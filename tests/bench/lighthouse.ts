import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { XMLParser } from 'fast-xml-parser';
import { clientDir } from '../../src/tools/dist-dir';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { startTestServer } from '../support/test-server';
import { scriptFreeCopy } from './script-free-build';

/**
 * Lighthouse 12, mobile with its default simulated throttling, on every page
 * of the sitemap, served by PocketBase from a fresh production build: the
 * median of five runs per page (by Performance score), as Lighthouse's own
 * guide to variability advises: on this 2-core host the same page and build
 * gave 0–127 ms of blocking time from one run to the next.
 *   npm run bench:lighthouse
 *   ROUTES=/,/pricing RUNS=3 npm run bench:lighthouse     (some pages, in the sitemap or not; fewer runs)
 *   SKIP_BUILD=1 npm run bench:lighthouse                 (the build already in dist/)
 *   FLOOR=1 npm run bench:lighthouse                      (and again with every script removed, in turns)
 *   BASELINE=/tmp/before/client FLOOR=1 npm run bench:lighthouse
 *                                                         (and another build, say a copy of dist/client made
 *                                                          before a change, in the same turns)
 */
const RUNS = Number(process.env.RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BAR = { performance: 98, lcpMs: 1200, tbtMs: 100, cls: 0.02, jsKb: 90 };

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  requests: number;
  /** Lighthouse's measure of how fast the host ran that run (higher is faster). */
  benchmarkIndex: number;
}

function figuresOf(result: Result): Figures {
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (result.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })?.items ?? [];
  const jsBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((result.categories[id]?.score ?? 0) * 100)]),
    ) as Figures['scores'],
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    requests: requests.length,
    benchmarkIndex: result.environment.benchmarkIndex,
  };
}

function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)] as Figures;
}

if (!process.env.SKIP_BUILD) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const flags: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: [...CATEGORIES],
};

/** A page's median run, and the blocking time of every run. */
type Row = { path: string; tbtRuns: number[] } & Figures;

/** A build to measure: the site as built, or its script-free copy. */
interface Target {
  label: string;
  publicDir?: string;
}

/** The pages ROUTES names (a page out of the sitemap too, such as /auth), or every page of the sitemap. */
async function wantedRoutes(serverUrl: string): Promise<string[]> {
  const wanted = process.env.ROUTES?.split(',');
  if (wanted) return wanted;
  const sitemap = new XMLParser().parse(await (await fetch(`${serverUrl}/sitemap.xml`)).text()) as {
    urlset: { url: Array<{ loc: string }> };
  };
  return sitemap.urlset.url.map((url) => new URL(url.loc).pathname);
}

const ATTEMPTS = 3;

/**
 * One run's figures, in a browser of its own with a fresh profile, as a
 * first visit: nothing a run left (a cache, an offline worker still
 * installing) weighs on the next. A run Lighthouse could not finish (its
 * page gave no paint in time, the protocol timed out) has no figures, not a
 * score of 0: it is said on stderr and run again, so a page's median is of
 * measured runs.
 */
async function measuredRun(url: string, name: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    let result: Awaited<ReturnType<typeof lighthouse>>;
    try {
      result = await lighthouse(url, { ...flags, port: chrome.port });
    } finally {
      chrome.kill();
    }
    if (!result) throw new Error(`Lighthouse gave no result for ${name}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return figuresOf(result.lhr);
    if (attempt === ATTEMPTS)
      throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${name}: ${failure.code} ${failure.message}`);
    process.stderr.write(`  ${name}: ${failure.code} (${failure.message}); running it again\n`);
  }
}

interface Measured {
  /** The median run per page. */
  rows: Row[];
  /** The host's benchmark index in every run. */
  speeds: number[];
}

/**
 * The median figures per page of every target. The targets take turns run by
 * run, so a change in the host's load over the benchmark's half hour weighs
 * on each of them alike and the gap between them stays the site's own.
 */
async function measure(targets: Target[]): Promise<Measured[]> {
  const servers = [];
  try {
    for (const target of targets) {
      // Served as `npm start` serves it: compressed, with the server's own address in the pages.
      servers.push(
        await startTestServer({
          asStarted: 'own',
          ...(target.publicDir ? { publicDir: target.publicDir } : {}),
        }),
      );
    }
    const routes = await wantedRoutes(servers[0]!.url);
    const tables: Measured[] = targets.map(() => ({ rows: [], speeds: [] }));
    for (const path of routes) {
      const runs: Figures[][] = targets.map(() => []);
      for (let run = 0; run < RUNS; run++) {
        for (const [index, server] of servers.entries()) {
          runs[index]!.push(await measuredRun(`${server.url}${path}`, `${path}${targets[index]!.label}`));
        }
      }
      tables.forEach((table, index) => {
        table.rows.push({ path, ...median(runs[index]!), tbtRuns: runs[index]!.map((run) => run.tbt) });
        table.speeds.push(...runs[index]!.map((run) => run.benchmarkIndex));
      });
      process.stderr.write(`  measured ${path}\n`);
    }
    return tables;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const atBar = (row: Figures) =>
  row.scores.performance >= BAR.performance &&
  CATEGORIES.slice(1).every((id) => row.scores[id] === 100) &&
  row.lcp <= BAR.lcpMs &&
  row.tbt <= BAR.tbtMs &&
  row.cls < BAR.cls &&
  row.jsKb <= BAR.jsKb;

function printTable({ rows, speeds }: Measured): void {
  console.log('| Page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS | Requests | At bar |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.path} | ${row.scores.performance} | ${row.scores.accessibility} | ${row.scores['best-practices']} | ${row.scores.seo} | ${(row.fcp / 1000).toFixed(2)} s | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(1)} KB | ${row.requests} | ${atBar(row) ? 'yes' : 'no'} |`,
    );
  }
  console.log(`\n${rows.filter(atBar).length} of ${rows.length} pages at the bar.`);
  const sorted = [...speeds].sort((a, b) => a - b);
  console.log(
    `Host speed (Lighthouse's benchmark index, higher is faster) over ${sorted.length} ${sorted.length === 1 ? 'run' : 'runs'}: median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)}, ${Math.round(sorted[0] ?? 0)}–${Math.round(sorted.at(-1) ?? 0)}.`,
  );
}

const range = (values: number[]) =>
  `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms`;

/** What the pages' scripts add to the blocking time: each page beside its floor, measured in turns. */
function printScriptsCost(site: Measured, floor: Measured): void {
  console.log("\nBlocking time the scripts add (medians; every run's range in brackets):\n");
  console.log('| Page | Site | Scripts off | Difference |');
  console.log('|---|---|---|---|');
  site.rows.forEach((row, index) => {
    const base = floor.rows[index]!;
    console.log(
      `| ${row.path} | ${Math.round(row.tbt)} ms (${range(row.tbtRuns)}) | ${Math.round(base.tbt)} ms (${range(base.tbtRuns)}) | ${Math.round(row.tbt - base.tbt)} ms |`,
    );
  });
}

let floorCopy: string | undefined;
let tables: Measured[];
try {
  floorCopy = process.env.FLOOR ? await scriptFreeCopy(clientDir) : undefined;
  tables = await measure([
    { label: '' },
    ...(floorCopy ? [{ label: ' without its JavaScript', publicDir: floorCopy }] : []),
    ...(process.env.BASELINE ? [{ label: ' as the baseline build', publicDir: process.env.BASELINE }] : []),
  ]);
} finally {
  if (floorCopy) await rm(floorCopy, { recursive: true, force: true });
}
const [site = { rows: [], speeds: [] }, ...others] = tables;
const floor = floorCopy ? others[0] : undefined;
const baseline = process.env.BASELINE ? others.at(-1) : undefined;

console.log(
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, median of ${RUNS}; ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model.trim()}`,
);
console.log(
  `Bar: Performance ≥ ${BAR.performance}, A11y/BP/SEO 100, LCP ≤ ${BAR.lcpMs} ms, TBT ≤ ${BAR.tbtMs} ms, CLS < ${BAR.cls}, JS ≤ ${BAR.jsKb} KB\n`,
);
printTable(site);
if (floor) {
  console.log('\nThe same pages with every script removed (the floor):\n');
  printTable(floor);
  printScriptsCost(site, floor);
}
if (baseline) {
  console.log(`\nThe baseline build (${process.env.BASELINE}), in the same turns:\n`);
  printTable(baseline);
  if (floor) printScriptsCost(baseline, floor);
}
