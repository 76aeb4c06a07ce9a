import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { serviceCards } from '@/content/service-cards';
import { clientDir } from '../../src/server/dist-dir';
import type { Api } from '../support/api';
import { startTestServer } from '../support/test-server';
import { expect, openPage, test } from './fixtures';

/** Waits until the service worker has installed the precache and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

/** A true outage: the page is offline and so are the worker's own requests (see DESIGN.md). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*');
  await context.setOffline(false);
}

const publicRoutes = [
  ['/', 'Kill the fluff'],
  ['/services', 'Services'],
  ...serviceCards.map((card) => [`/services/${card.id}`, card.title]),
  ['/about', ''],
  ['/education', ''],
  ['/blog', 'Journal'],
  ['/business-examples', 'Business Examples'],
  ['/pricing', ''],
  ['/contact', 'Get in touch.'],
  ['/privacy', 'Privacy and cookies'],
] as const;

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit every public route opens offline, by URL and on reload', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await openPage(page, '/');
    await waitForServiceWorker(page);
    await goOffline(context);

    for (const [path, heading] of publicRoutes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }

    await page.goto('/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.goto('/services/seo-services');
    await expect(page).toHaveURL(/\/services\/seo$/);
  });

  test('the offline indicator says so, and goes away when the connection is back', async ({
    page,
    context,
  }) => {
    await openPage(page, '/about');
    await waitForServiceWorker(page);
    await goOffline(context);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await goOnline(context);
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeHidden();
  });
});

test.describe('the outbox in the browser', () => {
  test.use({ serviceWorkers: 'allow' });

  async function fillEnquiry(page: Page, message: string): Promise<void> {
    await page.getByRole('textbox', { name: 'Name' }).fill('Offline Visitor');
    await page.getByRole('textbox', { name: 'Email' }).fill('offline@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
  }

  async function countEnquiries(admin: { client: Api; token: string }, message: string) {
    const found = await admin.client.get<{ totalItems: number }>(
      `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${message}"`)}`,
      admin.token,
    );
    return found.body.totalItems;
  }

  test('an enquiry sent offline is kept, then delivered exactly once when back online', async ({
    page,
    context,
    admin,
  }) => {
    await openPage(page, '/contact');
    await waitForServiceWorker(page);
    await goOffline(context);

    const message = `Sent from a train with no signal (${Date.now()})`;
    await fillEnquiry(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enquiry saved')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expect(
      page.getByRole('status').filter({ hasText: '1 message is waiting to be sent' }),
    ).toBeVisible();
    expect(await countEnquiries(admin, message)).toBe(0);

    await goOnline(context);
    await expect(page.getByRole('status').filter({ hasText: 'waiting to be sent' })).toBeHidden();
    await expect.poll(() => countEnquiries(admin, message)).toBe(1);
    await page.reload();
    await expect.poll(() => countEnquiries(admin, message)).toBe(1);
  });

  test('a subscription made offline is kept, then delivered exactly once', async ({
    page,
    context,
    admin,
  }) => {
    await page.clock.install();
    await openPage(page, '/blog');
    await waitForServiceWorker(page);
    await goOffline(context);

    await page.clock.fastForward(30_000);
    const dialog = page.getByRole('dialog');
    const email = `offline-reader-${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Saved on this device')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await goOnline(context);
    const subscriptions = async () =>
      (
        await admin.client.get<{ totalItems: number }>(
          `/api/collections/newsletter_subscriptions/records?filter=${encodeURIComponent(`email="${email}"`)}`,
          admin.token,
        )
      ).body.totalItems;
    await expect.poll(subscriptions).toBe(1);
  });

  test('an enquiry queued in a closed tab is delivered once when the site is opened again', async ({
    page,
    context,
    admin,
  }) => {
    await openPage(page, '/contact');
    await waitForServiceWorker(page);
    await goOffline(context);
    const message = `Queued before closing the tab (${Date.now()})`;
    await fillEnquiry(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enquiry saved')).toBeVisible();
    await page.close();

    await goOnline(context);
    const later = await context.newPage();
    await openPage(later, '/');
    await expect.poll(() => countEnquiries(admin, message)).toBe(1);
  });

  test('when the server fails, the enquiry waits and is delivered once it recovers', async ({
    page,
    admin,
  }) => {
    await openPage(page, '/contact');
    let failures = 0;
    await page.route('**/api/collections/enquiries/records', async (route) => {
      failures += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Something went wrong."}',
      });
    });
    const message = `Sent while the server was failing (${Date.now()})`;
    await fillEnquiry(page, message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enquiry saved')).toBeVisible();
    expect(failures).toBe(1);

    await page.unroute('**/api/collections/enquiries/records');
    await expect.poll(() => countEnquiries(admin, message), { timeout: 20_000 }).toBe(1);
    await expect(page.getByRole('status').filter({ hasText: 'waiting to be sent' })).toBeHidden();
  });
});

test.describe('updates', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new deploy shows a polite prompt, and Reload switches to it', async ({ page }) => {
    // A site of its own, so the test can deploy a new version of it.
    const site = await mkdtemp(join(tmpdir(), 'clear-north-site-'));
    await cp(clientDir, site, { recursive: true });
    const server = await startTestServer({ publicDir: site });
    try {
      await openPage(page, `${server.url}/about`);
      await waitForServiceWorker(page);

      const worker = join(site, 'sw.js');
      await writeFile(worker, `${await readFile(worker, 'utf8')}\n// next release\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const prompt = page.getByRole('status', { name: 'Update available' });
      await expect(prompt).toContainText('A new version is available');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(prompt).toBeHidden();
    } finally {
      await server.stop();
      await rm(site, { recursive: true, force: true });
    }
  });
});

test('the site is installable: a complete manifest, icons and a worker', async ({
  baseURL,
  browserName,
}, testInfo) => {
  expect(browserName).toBe('chromium');
  const manifest = (await (await fetch(`${baseURL}/manifest.webmanifest`)).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose?: string }>;
    screenshots: Array<{ src: string; form_factor: string }>;
    shortcuts: Array<{ name: string; url: string }>;
  };
  expect(manifest).toMatchObject({ short_name: 'Clear North', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/contact', '/blog']);
  for (const file of [...manifest.icons, ...manifest.screenshots]) {
    const response = await fetch(`${baseURL}${file.src}`);
    expect(response.status, file.src).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  }

  // Chromium never offers to install from an incognito profile, so this one has a profile of its own.
  const launchOptions = testInfo.project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), launchOptions);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openPage(page, `${baseURL}/`);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(
        async () =>
          ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] })
            .installabilityErrors,
      )
      .toEqual([]);
  } finally {
    await context.close();
  }
});
