import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/browser',
  tsconfig: './tsconfig.node.json',
  globalSetup: './tests/browser/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A budget for a shared 2-core machine, where two workers make every page three times slower.
  timeout: 60_000,
  // What a test waits for (a reply shown, a toast, a list updated live) can take a page's island waking, the
  // outbox's first send and a server's first answers after a restart: 10 s was exceeded with a second job on
  // the cores. A wait ends as soon as its condition holds, so only a failing one waits longer.
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? [
        ['line'],
        ['./tests/support/failure-recap-reporter.ts'],
        // Each test's duration, for finding what makes the suite slow.
        ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
      ]
    : 'list',
  use: {
    baseURL: process.env.SITE_URL,
    launchOptions: chromium,
    // Recording a trace for every test costs a third of the run's time; rerun a failure with --trace on.
    trace: 'off',
    // Only the PWA tests (offline.spec.ts) let the service worker in.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
      grepInvert: /@mobile/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions: chromium },
      grep: /@mobile/,
    },
  ],
});
