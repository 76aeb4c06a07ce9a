import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { OUTBOX_LOCK } from '@/lib/outbox/locks';
import { ADMIN_SCOPE } from '@/lib/pwa/admin-app';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { clientDir } from '../../src/tools/dist-dir';
import { api, type Api } from '../support/api';
import { builtPaths } from '../support/prerendered-pages';
import { startTestServer, type TestServer } from '../support/test-server';
import { takeAPersonsTime } from './fill-time';
import { appLive, expect, openPage, startApp, test } from './fixtures';
import { goOffline, goOnline } from './outage';
import { outboxItems } from './outbox-idb';
import { unavailableForFiveMinutes } from './server-answers';
import { waitForServiceWorker, waitForWorkerControl } from './service-worker';

/**
 * Every page the build prerendered: each path in src/app/prerender-paths.ts
 * becomes <path>/index.html (not-found pages are 404.html files).
 */
/** The text of a prerendered page's h1, as the server sends it. */
async function prerenderedHeading(path: string): Promise<string> {
  const html = await readFile(join(clientDir, path, 'index.html'), 'utf8');
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return heading
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test("a first visit works offline as soon as the worker controls it, the page's islands too; the other pages follow", async ({
    page,
    context,
  }) => {
    const fetchedByWorker: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) fetchedByWorker.push(new URL(request.url()).pathname);
    });
    await openPage(page, '/contact');
    await waitForWorkerControl(page);
    // The install takes the page's scripts in two packs, one round trip each, not one per file:
    // alone come only those the page fetched at its start, from the browser's cache.
    const packs = fetchedByWorker.filter((path) => path.startsWith('/assets/first-install-'));
    const alone = fetchedByWorker.filter((path) => path.endsWith('.js') && path !== '/sw.js');
    expect(packs).toHaveLength(2);
    expect(alone.length).toBeLessThan(8);
    // Every script the page has run and may yet load is in the worker's cache from the first install.
    const uncached = await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys()).find((name) => name.includes('precache')) ?? '');
      const cachedPaths = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
      return performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js') && !cachedPaths.has(path));
    });
    expect(uncached).toEqual([]);
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in touch.');
    // The page's islands wake offline too: their code came with the first install.
    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Accessibility settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await goOnline(context);

    // Asked for by the page once idle, the rest arrives: another page opens offline.
    await waitForServiceWorker(page);
    await goOffline(context);
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await prerenderedHeading('/about'));
  });

  test("a first install whose packs cannot come takes the page's scripts one by one, and the page still works offline", async ({
    page,
    context,
  }) => {
    await context.route('**/assets/first-install-*', (route) => route.abort());
    await openPage(page, '/contact');
    await waitForWorkerControl(page);
    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in touch.');
    await appLive(page);
    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Accessibility settings' })).toBeVisible();
  });

  test('after one visit the offline indicator comes and goes, and every public route opens offline, by URL and on reload', async ({
    page,
    context,
  }) => {
    // Every route: the budget is for a shared machine three times slower than a quiet one.
    test.setTimeout(180_000);
    const routes = await Promise.all(
      builtPaths()
        // The admin's pages come with the admin, never to a visitor (admin-app.spec.ts); a page's
        // variant is the same page, read by its address.
        .filter(
          (path) => !path.endsWith('/no-such-page') && !path.startsWith(ADMIN_SCOPE) && !path.includes('?'),
        )
        .map(async (path) => ({
          path,
          heading: await prerenderedHeading(path),
        })),
    );
    expect(routes.filter((route) => route.heading === '')).toEqual([]);

    await openPage(page, '/about');
    await waitForServiceWorker(page);

    await test.step('the offline indicator says so, and goes away when the connection is back', async () => {
      await goOffline(context);
      await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
      await goOnline(context);
      await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeHidden();
    });

    await goOffline(context);
    // The heading is in the prerendered HTML: no need to wait for every image and font.
    for (const { path, heading } of routes) {
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    // A reload is the same navigation to the worker; once is enough to show it.
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 }), 'reloaded').toHaveText(routes.at(-1)!.heading);

    await page.goto('/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.goto('/services/seo-services');
    await expect(page).toHaveURL(/\/services\/seo$/);
  });
});

async function fillEnquiry(page: Page, message: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill('Offline Visitor');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('offline@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
}

async function countEnquiries(admin: { client: Api; token: string }, message: string) {
  const found = await admin.client.get<{ totalItems: number }>(
    `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${message}"`)}`,
    admin.token,
  );
  return found.body.totalItems;
}

test.describe('the outbox in the browser', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an enquiry sent offline is delivered exactly once when back online, or when the site is opened again after its tab closed', async ({
    page,
    context,
    admin,
  }) => {
    await openPage(page, '/contact');
    await waitForServiceWorker(page);

    await test.step('an enquiry sent offline is kept, then delivered exactly once when back online', async () => {
      await goOffline(context);

      const message = `Sent from a train with no signal (${Date.now()})`;
      await fillEnquiry(page, message);
      await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
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

    // The reloaded contact page, its worker in charge, as a visit's is.
    await test.step('an enquiry queued in a closed tab is delivered once when the site is opened again', async () => {
      await startApp(page);
      await goOffline(context);
      const message = `Queued before closing the tab (${Date.now()})`;
      await fillEnquiry(page, message);
      await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Enquiry saved')).toBeVisible();
      await page.close();

      await goOnline(context);
      const later = await context.newPage();
      await openPage(later, '/');
      await expect.poll(() => countEnquiries(admin, message)).toBe(1);
    });
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
    await takeAPersonsTime(dialog.getByRole('textbox', { name: 'Email address' }));
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

  test('when the server fails, the enquiry waits and is delivered once it recovers', async ({
    page,
    context,
    admin,
  }) => {
    await openPage(page, '/contact');
    await waitForServiceWorker(page);
    // The context's routes see the worker's requests too, so no delivery can slip past the failure.
    const answers: number[] = [];
    await context.route('**/api/collections/enquiries/records', async (route) => {
      if (answers.length < 2) {
        answers.push(500);
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Something went wrong."}',
        });
        return;
      }
      const response = await route.fetch();
      answers.push(response.status());
      await route.fulfill({ response });
    });
    const message = `Sent while the server was failing (${Date.now()})`;
    await fillEnquiry(page, message);
    await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enquiry saved')).toBeVisible();

    await expect.poll(() => countEnquiries(admin, message), { timeout: 20_000 }).toBe(1);
    // The enquiry is stored before its answer is back through the route: read the answers once they are.
    await expect.poll(() => answers).toEqual([500, 500, 200]);
    await expect(page.getByRole('status').filter({ hasText: 'waiting to be sent' })).toBeHidden();
  });
});

// No worker: a later page, or another tab, delivers what a tab left waiting. Each step was a test of its own.
test('with no worker, a message left waiting is delivered by a later page, or by another tab', async ({
  page,
  context,
  admin,
}) => {
  const ENQUIRIES = '**/api/collections/enquiries/records';

  await test.step('a message an earlier visit left waiting, with no worker to deliver it, is delivered by a later page the visitor only looks at, which then marks the outbox empty', async () => {
    await context.route(ENQUIRIES, (route) => route.abort('internetdisconnected'));
    await openPage(page, '/contact');
    const message = `Left waiting when the tab was closed (${Date.now()})`;
    await fillEnquiry(page, message);
    await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enquiry saved')).toBeVisible();
    await page.close();

    await context.unroute(ENQUIRIES);
    const later = await context.newPage();
    await later.goto('/services/seo');
    await expect.poll(() => countEnquiries(admin, message), { timeout: 20_000 }).toBe(1);
    // Found empty, so the next page that only looks loads no outbox.
    await expect
      .poll(() => later.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.outboxWorkMark))
      .toBe('');
    await later.close();
  });

  // A tab of its own: the first is closed, the later page too, so neither can deliver for it.
  await test.step("another tab's delivery clears this tab's waiting count at once", async () => {
    const tab = await context.newPage();
    // This tab's own attempt fails, and the server asks it to wait five minutes before the next.
    await tab.route('**/api/collections/enquiries/records', unavailableForFiveMinutes);
    await openPage(tab, '/contact');
    const message = `Delivered by the other tab (${Date.now()})`;
    await fillEnquiry(tab, message);
    await takeAPersonsTime(tab.getByRole('textbox', { name: 'Message' }));
    await tab.getByRole('button', { name: 'Send Message' }).click();
    const waiting = tab.getByRole('status').filter({ hasText: '1 message is waiting to be sent' });
    await expect(waiting).toBeVisible();

    // The other tab reconnects, which sends what is waiting at once, backoff or not, even in a
    // browser too busy to have been idle since the page opened, when delivery has not started yet.
    const other = await context.newPage();
    await other.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await openPage(other, '/');
    const network = await context.newCDPSession(other);
    await network.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(other.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await expect.poll(() => countEnquiries(admin, message)).toBe(1);
    await expect(waiting).toBeHidden();
  });
});

test.describe('the server stops during a flush', () => {
  test.use({ serviceWorkers: 'allow' });

  /** The same server again: same address (the worker's origin) and same data. */
  function restart(server: TestServer): Promise<TestServer> {
    return startTestServer({
      dataDir: server.dataDir,
      admin: server.admin,
      port: Number(new URL(server.url).port),
    });
  }

  /**
   * The connection comes back and the page flushes at once. First waits until
   * no flusher holds the outbox lock, or the new flush would leave the work to it.
   */
  async function reconnect(page: Page, context: BrowserContext): Promise<void> {
    await page.evaluate((lock) => navigator.locks.request(lock, () => undefined), OUTBOX_LOCK);
    await context.setOffline(true);
    await context.setOffline(false);
  }

  test('an enquiry and analytics queued in an outage, cut off mid-flush, arrive exactly once', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // A server of its own, so the test can stop and restart it.
    let server = await startTestServer();
    try {
      await openPage(page, `${server.url}/`);
      await waitForServiceWorker(page);

      await server.stop({ keepData: true });
      await openPage(page, `${server.url}/contact`);
      const message = `Sent while the server was down (${Date.now()})`;
      await page.getByRole('textbox', { name: 'Name' }).fill('Patient Visitor');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('patient@example.com');
      await page.getByRole('textbox', { name: 'Message' }).fill(message);
      await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Enquiry saved')).toBeVisible();
      await expect
        .poll(async () =>
          (await outboxItems(page)).map((item) => (item.body.event_type as string | undefined) ?? item.kind),
        )
        .toEqual(expect.arrayContaining(['enquiry', 'page_view', 'contact_form_submit']));
      const queued = await outboxItems(page);

      // Back up, but it stops again right after storing the first write the flush sends,
      // before answering: the browser cannot know that write arrived.
      let stopping: Promise<void> | undefined;
      let unansweredStatus: number | undefined;
      await context.route(
        (url) => url.pathname === '/api/batch' || url.pathname === '/api/collections/enquiries/records',
        async (route) => {
          try {
            const response = await route.fetch();
            unansweredStatus ??= response.status();
            stopping ??= server.stop({ keepData: true });
            await stopping;
          } catch {
            // Already down again: refused like any request to a stopped server.
          }
          await route.abort('connectionreset');
        },
      );
      server = await restart(server);
      await reconnect(page, context);
      await expect.poll(() => stopping !== undefined, { timeout: 30_000 }).toBe(true);
      await stopping;
      await context.unrouteAll({ behavior: 'wait' });
      expect(unansweredStatus).toBe(200);

      server = await restart(server);
      await reconnect(page, context);
      await expect.poll(() => outboxItems(page), { timeout: 30_000 }).toEqual([]);

      const client = api(server.url);
      const token = await client.signIn('_superusers', server.admin.email, server.admin.password);
      for (const item of queued) {
        const stored = await client.get(`${item.path}/${item.id}`, token);
        expect(stored.status, `${item.kind} ${item.body.event_type ?? ''}`).toBe(200);
      }
      const enquiries = await client.get<{ totalItems: number }>(
        `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${message}"`)}`,
        token,
      );
      expect(enquiries.body.totalItems).toBe(1);
      const submits = await client.get<{ totalItems: number }>(
        `/api/collections/user_analytics/records?filter=${encodeURIComponent('event_type="contact_form_submit"')}`,
        token,
      );
      expect(submits.body.totalItems).toBe(1);
    } finally {
      await server.stop();
    }
  });
});

test.describe('updates', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new deploy shows a polite prompt, and Reload switches to it in every tab', async ({
    page,
    context,
  }) => {
    // A site of its own, so the test can deploy a new version of it.
    const site = await mkdtemp(join(tmpdir(), 'clear-north-site-'));
    await cp(clientDir, site, { recursive: true });
    const server = await startTestServer({ publicDir: site });
    try {
      await openPage(page, `${server.url}/about`);
      await waitForServiceWorker(page);
      const otherTab = await context.newPage();
      await openPage(otherTab, `${server.url}/contact`);

      const worker = join(site, 'sw.js');
      await writeFile(worker, `${await readFile(worker, 'utf8')}\n// next release\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      for (const tab of [page, otherTab]) {
        const prompt = tab.getByRole('status', { name: 'Update available' });
        await expect(prompt).toContainText('A new version is available');
        await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
        // In the second tab the update is no longer waiting: the first tab applied it.
        const reloaded = tab.waitForEvent('load');
        await prompt.getByRole('button', { name: 'Reload' }).click();
        await reloaded;
        await expect(prompt).toBeHidden();
      }
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
  expect(manifest).toMatchObject({
    short_name: 'Clear North',
    start_url: '/',
    display: 'standalone',
  });
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
          (
            (await cdp.send('Page.getInstallabilityErrors')) as {
              installabilityErrors: unknown[];
            }
          ).installabilityErrors,
      )
      .toEqual([]);
  } finally {
    await context.close();
  }
});
