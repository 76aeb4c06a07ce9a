import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN_SCOPE, ADMIN_START_URL } from '@/lib/pwa/admin-app';
import { clientDir } from '../../src/tools/dist-dir';
import { api } from '../support/api';
import { storedFiles } from '../support/cache-storage';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInAsAdmin } from './admin-sign-in';
import { expect, openPage, test } from './fixtures';
import { goOffline, goOnline } from './outage';
import { outboxItems } from './outbox-idb';
import { waitForAdminFiles, waitForServiceWorker } from './service-worker';

/** Vite's manifest of the build: each chunk's file, by the module it was built from. */
type BuildManifest = Record<string, { file: string; src?: string; imports?: string[] }>;

/** The modules only the admin runs: the whole app's start, the admin's routes and their chart library. */
const ADMIN_MODULES =
  /^(src\/app\/hydrate-app\.tsx|src\/app\/routes\/admin-[\w-]+\.tsx|node_modules\/uplot\/)/;

/**
 * The admin's files in this build: the chunks of the modules only the admin
 * runs, read from the build's own manifest, and the admin's pages.
 */
function adminFilesOfBuild(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as BuildManifest;
  const chunks = Object.values(manifest)
    .filter((chunk) => chunk.src && ADMIN_MODULES.test(chunk.src))
    .map((chunk) => `/${chunk.file}`);
  const pages = readdirSync(join(clientDir, 'admin'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `${ADMIN_SCOPE}${file}`);
  return [...chunks, ...pages];
}

const pathsOf = (files: Array<{ url: string }>) => files.map((file) => new URL(file.url).pathname);

test.describe("the admin's app", () => {
  test.use({ serviceWorkers: 'allow' });

  // One visitor: a first visit to a public page, then the admin's pages. Each step was a test of its own.
  test("a first visit stores the public site and none of the admin's files; the admin area has a manifest of its own", async ({
    page,
    request,
  }) => {
    await test.step("a first visit to a public page stores the public site and none of the admin's files", async () => {
      const adminFiles = adminFilesOfBuild();
      // The app's start, the four admin routes and their pages at least: the list cannot come up empty.
      expect(adminFiles.filter((file) => file.endsWith('.js')).length).toBeGreaterThanOrEqual(5);
      expect(adminFiles.filter((file) => file.endsWith('.html'))).toHaveLength(4);

      await openPage(page, '/about');
      await waitForServiceWorker(page);
      const stored = pathsOf(await storedFiles(page));
      expect(stored).toContain('/about/index.html');
      expect(stored).toContain('/contact/index.html');
      expect(stored.filter((path) => adminFiles.includes(path) || path.startsWith(ADMIN_SCOPE))).toEqual([]);
    });

    await test.step('the admin area has a manifest of its own, linked from its pages only', async () => {
      const answer = await request.get(`${ADMIN_SCOPE}manifest.webmanifest`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain('manifest+json');
      const manifest = (await answer.json()) as {
        id: string;
        name: string;
        scope: string;
        start_url: string;
        display: string;
        icons: Array<{ src: string }>;
        shortcuts: Array<{ name: string; url: string }>;
      };
      expect(manifest).toMatchObject({
        id: ADMIN_SCOPE,
        name: 'Clear North Admin',
        scope: ADMIN_SCOPE,
        start_url: ADMIN_START_URL,
        display: 'standalone',
      });
      expect(manifest.shortcuts).toEqual([
        expect.objectContaining({ name: 'Enquiries', url: ADMIN_START_URL }),
      ]);
      for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
      const site = (await (await request.get('/manifest.webmanifest')).json()) as { id: string };
      expect(site.id).not.toBe(manifest.id);

      // Served as built, and as the page keeps it once live (its theme may swap the file, never the app).
      const manifestLink = (path: string) =>
        readFileSync(
          join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`),
          'utf8',
        ).match(/<link rel="manifest" href="([^"]+)">/)?.[1];
      for (const path of ['/', '/about', '/contact', '/blog'])
        expect(manifestLink(path)).toBe('/manifest.webmanifest');
      for (const path of [
        '/admin/enquiries',
        '/admin/availability',
        '/admin/subscribers',
        '/admin/analytics',
      ])
        expect(manifestLink(path)).toBe(`${ADMIN_SCOPE}manifest.webmanifest`);
      await openPage(page, ADMIN_START_URL);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /^\/admin\/manifest/);
      await openPage(page, '/about');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /^\/manifest/);
    });
  });
});

test.describe("the admin's inbox offline", () => {
  let server: TestServer;
  const note = 'Called back, sending a proposal on Monday.';

  // A server of its own, so the inbox holds exactly these two enquiries.
  test.beforeAll(async () => {
    server = await startTestServer();
    const client = api(server.url);
    const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
    for (const name of ['Grace Hopper', 'Alan Turing']) {
      const created = await client.post(
        '/api/collections/enquiries/records',
        { name, email: 'sender@example.com', message: `A question from ${name}.`, source_page: '/contact' },
        superuser,
      );
      expect(created.status).toBe(200);
    }
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 120_000 });

  /** The enquiry as the server holds it. */
  async function stored(name: string) {
    const client = api(server.url);
    const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const found = await client.get<{ items: Array<Record<string, string>> }>(
      `/api/collections/enquiries/records?filter=${encodeURIComponent(`name="${name}"`)}`,
      superuser,
    );
    return found.body.items[0]!;
  }

  const ukTime = (at: number) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);

  const item = (page: Page, name: string) => page.getByRole('main').getByRole('article', { name });

  test('reads the last enquiries loaded offline, dated, and applies what changed offline once when back', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page, server);
    await waitForServiceWorker(page);
    const before = Date.now();
    await page.goto(`${server.url}${ADMIN_START_URL}`);
    await expect(page.getByRole('status').filter({ hasText: '2 enquiries' })).toBeVisible({
      timeout: 30_000,
    });
    const after = Date.now();
    await waitForAdminFiles(page);

    await goOffline(context);
    await page.reload();
    const asOf = page.getByRole('status').filter({ hasText: /^Offline, as of \d\d:\d\d$/ });
    await expect(asOf).toBeVisible({ timeout: 30_000 });
    expect([`Offline, as of ${ukTime(before)}`, `Offline, as of ${ukTime(after)}`]).toContain(
      await asOf.textContent(),
    );
    await expect(item(page, 'Grace Hopper')).toBeVisible();
    await expect(item(page, 'Alan Turing')).toBeVisible();

    // Offline: opened (which reads it), handled and annotated.
    const grace = item(page, 'Grace Hopper');
    await grace.locator('summary').click();
    await expect(grace.getByRole('link', { name: 'Reply to Grace Hopper' })).toBeVisible();
    await grace.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(grace.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
    await grace.getByRole('textbox', { name: 'Private note' }).fill(note);
    await grace.getByRole('button', { name: 'Save note' }).click();
    await expect(grace.getByRole('status').filter({ hasText: 'Note saved.' })).toBeVisible();
    const queued = await outboxItems(page);
    expect(queued.map((queuedItem) => queuedItem.kind)).toEqual([
      'admin-change',
      'admin-change',
      'admin-change',
    ]);
    expect((await stored('Grace Hopper')).handled_at).toBe('');

    // Back online: each change reaches the server once, as a PATCH of that enquiry.
    const applied: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.method() === 'PATCH') applied.push(new URL(request.url()).pathname);
    });
    await goOnline(context);
    await expect.poll(async () => (await outboxItems(page)).length, { timeout: 30_000 }).toBe(0);
    const grace1 = await stored('Grace Hopper');
    expect(grace1.note).toBe(note);
    expect(grace1.handled_at).not.toBe('');
    expect(grace1.read_at).not.toBe('');
    expect(applied).toEqual(Array(3).fill(`/api/collections/enquiries/records/${grace1.id}`));
    expect((await stored('Alan Turing')).handled_at).toBe('');
    // Online again, the inbox is the server's once more.
    await expect(page.getByRole('status').filter({ hasText: /^Offline, as of/ })).toHaveCount(0);
  });
});
