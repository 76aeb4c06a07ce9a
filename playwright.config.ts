import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; nothing is downloaded (see README, "Tests"). */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'tests/browser',
  tsconfig: './tsconfig.node.json',
  globalSetup: './tests/browser/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A budget for a shared 2-core machine, where two workers make every page three times slower.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: process.env.SITE_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
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
