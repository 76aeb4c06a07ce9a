import type { Page, Route } from '@playwright/test';
import type { Api } from '../support/api';
import { expect, openPage, test } from './fixtures';
import { countInOutbox } from './outbox-idb';

interface AnalyticsRecord {
  event_type: string;
  event_data: Record<string, unknown>;
  page_url: string;
  client_ts: string;
  utm_source: string;
}

async function sessionId(page: Page): Promise<string> {
  return page.evaluate(() => sessionStorage.getItem('clear-north:analytics-session') ?? '');
}

async function eventsOf(admin: { client: Api; token: string }, session: string): Promise<AnalyticsRecord[]> {
  const response = await admin.client.get<{ items: AnalyticsRecord[] }>(
    `/api/collections/user_analytics/records?perPage=200&sort=created&filter=${encodeURIComponent(`session_id="${session}"`)}`,
    admin.token,
  );
  return response.body.items;
}

test('objecting on the privacy page stops tracking', async ({ page, admin }) => {
  await openPage(page, '/privacy');
  const allow = page.getByRole('switch', { name: 'Allow anonymous visit statistics' });
  await expect(allow).toBeChecked();
  await page.getByText('Allow anonymous visit statistics').click();
  await expect(allow).not.toBeChecked();
  const session = await sessionId(page);
  const before = (await eventsOf(admin, session)).length;

  await openPage(page, '/contact');
  await openPage(page, '/services');
  await page.mouse.wheel(0, 10_000);
  // A negative: give any event the outbox's debounce (3 s) and a margin to arrive.
  await page.waitForTimeout(4_000);
  expect((await eventsOf(admin, session)).length).toBe(before);

  await page.goto('/privacy');
  await expect(page.getByRole('switch', { name: 'Allow anonymous visit statistics' })).not.toBeChecked();
});

test('objecting on the privacy page deletes analytics still waiting on the device', async ({ page }) => {
  // The server cannot be reached, so events wait in the outbox.
  await page.route('**/api/batch', (route) => route.abort('internetdisconnected'));
  await page.route('**/api/collections/user_analytics/records', (route) =>
    route.abort('internetdisconnected'),
  );
  await openPage(page, '/privacy');
  await expect.poll(() => countInOutbox(page, 'items', 'analytics'), { timeout: 15_000 }).toBeGreaterThan(0);

  await page.getByText('Allow anonymous visit statistics').click();
  await expect(page.getByRole('switch', { name: 'Allow anonymous visit statistics' })).not.toBeChecked();
  await expect.poll(() => countInOutbox(page, 'items', 'analytics')).toBe(0);
});

test('leaving a page after ten seconds records one page exit, though the document goes at once', async ({
  page,
  context,
  admin,
}) => {
  await page.clock.install();
  await openPage(page, '/services');
  await expect.poll(() => sessionId(page)).toMatch(/^s-[a-z0-9]{15}$/);
  const session = await sessionId(page);
  const exits = async () =>
    (await eventsOf(admin, session)).filter((event) => event.event_type === 'page_exit');
  // Once the page view is stored, the page exit is the only event still to go.
  await expect
    .poll(async () => (await eventsOf(admin, session)).map((event) => event.event_type), { timeout: 15_000 })
    .toContain('page_view');

  await page.clock.fastForward(11_000);
  // No later page of this site runs in between to deliver from the outbox.
  await page.close({ runBeforeUnload: true });
  await expect.poll(exits, { timeout: 15_000 }).toHaveLength(1);
  expect((await exits())[0]?.event_data.time_spent).toBeGreaterThanOrEqual(11);

  // The next visit delivers the outbox's copy, if its write finished: refused as a duplicate.
  const next = await context.newPage();
  await openPage(next, '/contact');
  await expect.poll(() => countInOutbox(next, 'items', 'analytics'), { timeout: 15_000 }).toBe(0);
  expect(await exits()).toHaveLength(1);
});

// One visitor, tab after tab: each step was a test of its own, and each tab is a visit (a session) of its own.
test('a visit is recorded once per event, from the outbox when the server could not take it, never the admin', async ({
  page,
  context,
  admin,
}) => {
  test.setTimeout(180_000);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 600 });
  await openPage(page, '/services');
  await expect.poll(() => sessionId(page)).toMatch(/^s-[a-z0-9]{15}$/);
  const session = await sessionId(page);

  // Before any scroll, so that what the page loaded is all a visit's first events ask for.
  await test.step('a visit whose events arrive loads neither the outbox nor IndexedDB', async () => {
    await expect
      .poll(async () => (await eventsOf(admin, session)).map((event) => event.event_type), {
        timeout: 15_000,
      })
      .toContain('page_view');
    // The idle-time look for work left by an earlier visit has run by now.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));

    expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).not.toContain(
      'clear-north-outbox',
    );
    // The outbox's code and Dexie; the connection status it shares with the header (offline-notice) is not it.
    expect(scripts.filter((path) => /outbox-db|page-outbox|enqueue|dexie/.test(path))).toEqual([]);
  });

  await test.step('a visit records a page view and each scroll milestone once, with the visitor time', async () => {
    for (let step = 0; step < 3; step += 1) {
      await page.mouse.wheel(0, 10_000);
      await page.evaluate(() => new Promise(requestAnimationFrame));
    }
    await page.mouse.wheel(0, -10_000);
    await page.mouse.wheel(0, 10_000);

    await expect
      .poll(async () => (await eventsOf(admin, session)).map((event) => event.event_type).sort(), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(['page_view', 'scroll_depth']));
    await expect
      .poll(async () =>
        (await eventsOf(admin, session))
          .filter((event) => event.event_type === 'scroll_depth')
          .map((event) => event.event_data.scroll_percentage)
          .sort(),
      )
      .toEqual([100, 25, 50, 75]);
    const [view] = (await eventsOf(admin, session)).filter((event) => event.event_type === 'page_view');
    expect(view?.page_url).toMatch(/\/services$/);
    expect(view?.client_ts).not.toBe('');
  });

  // No tab of an earlier visit stays open to deliver for the next.
  await page.close();

  await test.step('a page view keeps campaign tags but never the token of an account link', async () => {
    const page = await context.newPage();
    await openPage(page, '/auth/reset-password?token=reset-secret-token&utm_source=mail');
    await expect.poll(() => sessionId(page)).toMatch(/^s-/);
    const session = await sessionId(page);
    await expect
      .poll(async () => (await eventsOf(admin, session)).length, { timeout: 15_000 })
      .toBeGreaterThan(0);
    // The server keeps the address without its query, and the campaign tag in a field of its own.
    for (const event of await eventsOf(admin, session)) {
      expect(event.page_url).toMatch(/\/auth\/reset-password$/);
      expect(event.utm_source).toBe('mail');
      expect(JSON.stringify(event)).not.toContain('reset-secret-token');
    }
    await page.close();
  });

  await test.step('events the server cannot take wait in the outbox, and arrive once it answers', async () => {
    const page = await context.newPage();
    const unreachable = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/api/batch', unreachable);
    await page.route('**/api/collections/user_analytics/records', unreachable);
    await openPage(page, '/services');
    await expect.poll(() => sessionId(page)).toMatch(/^s-[a-z0-9]{15}$/);
    const session = await sessionId(page);
    await expect
      .poll(() => countInOutbox(page, 'items', 'analytics'), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.unrouteAll({ behavior: 'wait' });
    await expect
      .poll(async () => (await eventsOf(admin, session)).map((event) => event.event_type), {
        timeout: 30_000,
      })
      .toContain('page_view');
    await expect.poll(() => countInOutbox(page, 'items', 'analytics'), { timeout: 15_000 }).toBe(0);
    await page.close();
  });

  // Last: the admin signed in stays so in this browser.
  await test.step("the admin's own visits are not counted, once signed in", async () => {
    const page = await context.newPage();
    await openPage(page, '/about');
    await expect.poll(() => sessionId(page)).toMatch(/^s-/);
    const session = await sessionId(page);
    await expect.poll(async () => (await eventsOf(admin, session)).length).toBeGreaterThan(0);
    await page.getByRole('banner').getByRole('button', { name: 'Admin login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByLabel('Email').fill(process.env.SITE_ADMIN_EMAIL!);
    await dialog.getByLabel('Password', { exact: true }).fill(process.env.SITE_ADMIN_PASSWORD!);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    const before = (await eventsOf(admin, session)).length;

    await openPage(page, '/services');
    await page.mouse.wheel(0, 10_000);
    await openPage(page, '/admin/analytics');
    await openPage(page, '/blog');
    // A negative: give any event the outbox's debounce (3 s) and a margin to arrive.
    await page.waitForTimeout(4_000);
    expect((await eventsOf(admin, session)).length).toBe(before);
  });
});
