import { createHash } from 'node:crypto';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { api, type Api } from '../support/api';

export interface PageProblems {
  /** Console errors and uncaught exceptions, minus the expected 404 logs. */
  errors: string[];
  hydration: string[];
}

/**
 * The errors of a test that blocks the site's scripts on purpose, leaving out
 * those loads' own failures: each blocked request, and a module the page
 * imports as it goes on, which the same block refuses whenever it is asked for.
 */
export const besidesBlockedScripts = (problems: PageProblems): string[] =>
  problems.errors.filter(
    (error) => !/net::ERR_FAILED|Failed to fetch dynamically imported module/.test(error),
  );

/** Opens a path and waits until React has made the page live. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await startApp(page);
}

/**
 * Moves the pointer over the page, as a visitor does, which fetches the
 * page's first script without waiting for the load
 * (src/tools/entry-after-paint-plugin.ts), and waits until the page is live.
 */
export async function startApp(page: Page): Promise<void> {
  // A move before the page's loader has run is seen by it as the pointer over the page.
  await page.waitForLoadState('load');
  await page.mouse.move(1, 1);
  await appLive(page);
}

/**
 * Waits until the page is live: a page that is an app, hydrated (at once,
 * or after startApp); a page of islands, its islands waiting for their
 * moments (each wakes as it is used).
 */
export async function appLive(page: Page): Promise<void> {
  // Hydration takes 2–3 s alone on a shared 2-core machine and three times that with both workers busy.
  await expect(page.locator('html[data-hydrated="true"], html[data-islands="ready"]')).toHaveCount(1, {
    timeout: 30_000,
  });
}

/** What the Content-Security-Policy blocked on a page: directive and what it blocked. */
export type CspViolations = string[];

const CSP_VIOLATION = 'CSP violation:';

/**
 * Reports every 'securitypolicyviolation' as a console message. Playwright
 * adds this before the page's own scripts and outside its policy.
 */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.warn(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`,
    );
  });
}

/**
 * An address of the test's own, as a reverse proxy would pass on a visitor's:
 * every test is a different visitor, with rate limits of its own, as people
 * are, rather than all of them one visitor sharing one budget.
 */
function visitorAddress(testInfo: TestInfo): string {
  const bytes = createHash('sha256').update(`${testInfo.testId}/${testInfo.repeatEachIndex}`).digest();
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/**
 * Chromium's word, as a console error or an unhandled rejection of the
 * browser's own transition, that it skipped a page's cross-fade because the
 * next page was shown first (a busy machine): the visitor sees the page,
 * only without the fade.
 */
const isSkippedFade = (text: string) => /Transition was aborted/.test(text);

export const test = base.extend<{
  problems: PageProblems;
  cspViolations: CspViolations;
  admin: { client: Api; token: string };
}>({
  // The server trusts the header (tests/browser/global-setup.ts); a test's own server ignores it.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ 'X-Forwarded-For': visitorAddress(testInfo), ...extraHTTPHeaders });
  },
  // Every test fails on a CSP violation; one that causes one on purpose
  // takes it out of this list once it has checked it.
  cspViolations: [
    async ({ page }, use) => {
      const violations: CspViolations = [];
      await page.addInitScript(reportCspViolations);
      page.on('console', (message) => {
        if (message.text().startsWith(CSP_VIOLATION)) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [], hydration: [] };
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (/hydrat|did not match|server rendered|Minified React error #(418|419|422|423|425)/i.test(text))
        problems.hydration.push(text);
      else if (!/status of 404|non-existent route/.test(text) && !isSkippedFade(text))
        problems.errors.push(text);
    });
    page.on('pageerror', (error) => isSkippedFade(error.message) || problems.errors.push(error.message));
    await use(problems);
  },
  admin: async ({ baseURL }, use) => {
    const client = api(baseURL!);
    const token = await client.signIn(
      'users',
      process.env.SITE_ADMIN_EMAIL!,
      process.env.SITE_ADMIN_PASSWORD!,
    );
    await use({ client, token });
  },
});

export { expect };
