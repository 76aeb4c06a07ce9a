import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { startPushService, type PushService } from '../support/push-service';
import { startTestServer, type TestServer } from '../support/test-server';
import { atRestForMeasuring, violationsInEveryLook } from './axe';
import { keepAdminSession } from './admin-sign-in';
import { expect, openPage, test } from './fixtures';

// A server of this file's own, with an enquiry from a returning sender, a subscriber
// in each state and a device with alerts, so every part of every admin page is there to measure.
let server: TestServer;
let service: PushService;
let openedId: string;

// One at a time: the views share this server's inbox, and one of them files its first enquiry,
// which another view open at the same moment would see go.
test.describe.configure({ mode: 'default', timeout: 120_000 });
test.use({ serviceWorkers: 'block' });

const LONG_NAME = 'Alexandra Montgomery-Fitzwilliam (Northumberland Holiday Cottages Ltd)';
const LONG_EMAIL = 'alexandra.montgomery-fitzwilliam@northumberland-holiday-cottages.co.uk';

test.beforeAll(async () => {
  service = await startPushService();
  server = await startTestServer({ env: { PUSH_ALLOW_LOOPBACK: 'true' } });
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  for (const [n, topic] of [
    [1, 'waitlist'],
    [2, 'discovery_call'],
    [3, 'enquiry'],
  ] as const) {
    const created = await client.post(
      '/api/collections/enquiries/records',
      { name: LONG_NAME, email: LONG_EMAIL, message: `Question ${n}.`, service: 'seo', topic },
      superuser,
    );
    expect(created.status).toBe(200);
    openedId = String(created.body.id);
  }
  await client.patch(`/api/collections/enquiries/records/${openedId}`, { note: 'Called back.' }, superuser);
  for (const subscription of [
    {
      email: 'ada.lovelace@analytical-engine.computing.example',
      status: 'subscribed',
      confirmed_at: '2026-11-01 10:00:00Z',
    },
    { email: 'waiting@example.com', status: 'pending' },
    {
      email: 'left@example.com',
      status: 'unsubscribed',
      confirmed_at: '2026-11-01 10:00:00Z',
      unsubscribed_at: '2026-11-20 10:00:00Z',
    },
  ]) {
    const created = await client.post(
      '/api/collections/newsletter_subscriptions/records',
      { source: 'footer', ...subscription },
      superuser,
    );
    expect(created.status).toBe(200);
  }
  const token = await client.signIn('users', server.admin.email, server.admin.password);
  const device = await client.request('POST', '/api/push/subscriptions', {
    body: service.subscribe('old-phone'),
    token,
    headers: {
      'User-Agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    },
  });
  expect(device.status).toBe(201);
});

test.afterAll(async () => {
  await server?.stop();
  await service?.stop();
});

const CLEAN = { light: [], dark: [] };

const PAGES: Array<{
  name: string;
  open: (page: Page) => Promise<void>;
  /** Puts back what opening it changed on the server, for the next size. */
  after?: (page: Page) => Promise<void>;
}> = [
  {
    name: 'the inbox, its filters shown',
    open: async (page) => {
      await openPage(page, `${server.url}/admin/enquiries?topic=waitlist`);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      const fold = page.getByRole('button', { name: 'Filter (1)' });
      if (await fold.isVisible()) await fold.click();
      await expect(page.getByRole('combobox', { name: 'Asking for' })).toBeVisible();
    },
  },
  {
    name: "an opened enquiry, with its sender's others",
    open: async (page) => {
      await openPage(page, `${server.url}/admin/enquiries?enquiry=${openedId}`);
      const others = page.getByRole('region', { name: 'Other enquiries from this sender' });
      await expect(others.getByRole('link')).toHaveCount(2);
    },
  },
  {
    name: 'an enquiry filed, with Undo in its place',
    open: async (page) => {
      await openPage(page, `${server.url}/admin/enquiries?state=all`);
      const first = page.getByRole('main').getByRole('article').first();
      await first.locator('summary').click();
      await first.getByRole('button', { name: 'Archive' }).click();
      await expect(page.getByRole('main').getByRole('button', { name: 'Undo' })).toBeVisible();
    },
    after: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByRole('main').getByRole('button', { name: 'Undo' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('article').first()).not.toHaveAttribute(
        'data-state',
        'archived',
      );
    },
  },
  {
    name: 'the availability, a field refused',
    open: async (page) => {
      await openPage(page, `${server.url}/admin/availability`);
      await page.getByRole('textbox', { name: 'Monday' }).fill('9-5');
      await page.getByRole('button', { name: 'Save availability' }).click();
      await expect(page.getByText('"9-5" is not a span of hours')).toBeVisible();
    },
  },
  {
    name: 'the subscribers',
    open: async (page) => {
      await openPage(page, `${server.url}/admin/subscribers`);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    },
  },
  {
    name: "the subscribers' Erase dialog",
    open: async (page) => {
      await openPage(page, `${server.url}/admin/subscribers`);
      await page.getByRole('button', { name: 'Erase waiting@example.com' }).click();
      await expect(page.getByRole('dialog', { name: 'Erase this subscriber?' })).toBeVisible();
    },
  },
  {
    name: 'the analytics dashboard',
    open: async (page) => {
      await openPage(page, `${server.url}/admin/analytics`);
      const dialog = page.getByRole('dialog', { name: 'Analytics Dashboard' });
      await expect(dialog.getByText('Page Views', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'the alert devices, in the bell',
    open: async (page) => {
      await openPage(page, `${server.url}/admin/enquiries`);
      await page.getByRole('button', { name: /^New enquiries/ }).click();
      const devices = page.getByRole('region', { name: 'Devices with alerts' });
      await expect(devices.getByRole('listitem')).toHaveCount(1);
    },
  },
];

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const { name, open, after } of PAGES) {
    test(`at ${size.width} px, ${name}: no axe violations in the light look or the dark, and no sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await atRestForMeasuring(page);
      await keepAdminSession(page, server);
      await open(page);
      expect(await violationsInEveryLook(page, ['light', 'dark'])).toEqual(CLEAN);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await after?.(page);
    });
  }
}
