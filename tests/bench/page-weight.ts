import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { readdir } from 'node:fs/promises';
import { relative } from 'node:path';
import { isMailLinkPage, MAIL_LINK_TOKEN } from '../../src/lib/paths';
import { clientDir } from '../../src/tools/dist-dir';
import { startTestServer } from '../support/test-server';

/**
 * First-load JavaScript of every prerendered page (gzip sizes), as a
 * first-time visitor's browser fetches it: what a visit that only looks
 * loads (budget 90 KB), what the app adds when the visitor first uses the
 * page (the pointer over it), and what is fetched afterwards while the
 * browser is idle (the outbox, analytics). Pages that need the app at once
 * load it in the first figure; a page a mail's link opens is opened with a
 * token, as the link opens it.
 *   npm run build && npx tsx --tsconfig tsconfig.node.json tests/bench/page-weight.ts
 */
const BUDGET_KB = 90;

/** Every prerendered page of the build: each <path>/index.html. */
async function builtPages(): Promise<string[]> {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => `/${relative(clientDir, entry.parentPath)}`.replace(/\/$/, '') || '/')
    .sort();
}

/** Where a visit starts: a page a mail's link opens is opened as the link opens it, token and all. */
const visitPath = (path: string) =>
  isMailLinkPage(path) ? `${path}?${MAIL_LINK_TOKEN}=a-mailed-token` : path;

const pages = (await builtPages()).map(visitPath);
// Served as `npm start` serves it: compressed, with the server's own address in the pages.
const server = await startTestServer({ asStarted: 'own' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const rows: Array<{ path: string; scripts: number; kb: number; useKb: number; idleKb: number; css: number }> =
  [];
try {
  for (const path of pages) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    // Idle-time work waits until the first-load figure is taken.
    await context.addInitScript(`
      const later = [];
      window.releaseIdle = () => later.splice(0).forEach((work) => work());
      window.requestIdleCallback = (work) => {
        later.push(() => work({ didTimeout: false, timeRemaining: () => 50 }));
        return 0;
      };
    `);
    const page = await context.newPage();
    const bodies: Array<Promise<{ type: string; size: number }>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        // A response still arriving when the page is closed is in neither figure.
        const read = response.body().then((body) => ({ type, size: gzipSync(body).length }));
        read.catch(() => undefined);
        bodies.push(read);
      }
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const firstLoad = await Promise.all(bodies.splice(0));
    await page.mouse.move(1, 1);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const firstUse = await Promise.all(bodies.splice(0));
    await page.evaluate('window.releaseIdle()');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const idle = await Promise.all(bodies);
    const kb = (files: Array<{ type: string; size: number }>, type: string) =>
      files.filter((file) => file.type === type).reduce((sum, file) => sum + file.size, 0) / 1024;
    rows.push({
      path,
      scripts: firstLoad.filter((file) => file.type === 'script').length,
      kb: kb(firstLoad, 'script'),
      useKb: kb(firstUse, 'script'),
      idleKb: kb(idle, 'script'),
      css: kb(firstLoad, 'stylesheet'),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`First-load JavaScript per page (gzip), budget ${BUDGET_KB} KB`);
for (const row of rows) {
  const verdict = row.kb <= BUDGET_KB ? 'ok' : 'OVER';
  console.log(
    `  ${row.path.padEnd(48)} ${row.kb.toFixed(1).padStart(6)} KB in ${String(row.scripts).padStart(2)} files  ${verdict.padEnd(4)}  then ${row.useKb.toFixed(1).padStart(6)} KB on first use, ${row.idleKb.toFixed(1).padStart(5)} KB when idle  css ${row.css.toFixed(1)} KB`,
  );
}
const worst = rows.reduce((a, b) => (b.kb > a.kb ? b : a));
console.log(`  heaviest: ${worst.path} at ${worst.kb.toFixed(1)} KB`);
