import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { publicRecords } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';
import { NONE_IN_ANY_LOOK, violationsInEveryLook } from './axe';
import { signInAsAdmin } from './admin-sign-in';
import { expect, openPage, test } from './fixtures';

// A server of this file's own, so the list holds exactly the subscriptions put in here.
let server: TestServer;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ serviceWorkers: 'block' });

const stamp = (minutesAgo: number) =>
  new Date(Date.now() - minutesAgo * 60_000).toISOString().replace('T', ' ');

test.beforeAll(async () => {
  server = await startTestServer();
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const subscriptions = [
    {
      email: 'first@example.com',
      full_name: 'First Reader',
      source: 'footer',
      status: 'subscribed',
      confirmed_at: stamp(50),
    },
    {
      email: 'second@example.com',
      full_name: 'Second Reader',
      source: 'popup',
      status: 'subscribed',
      confirmed_at: stamp(40),
    },
    { email: 'waiting@example.com', full_name: '', source: 'journal', status: 'pending' },
    {
      email: 'left@example.com',
      full_name: 'Gone Again',
      source: 'website',
      status: 'unsubscribed',
      confirmed_at: stamp(30),
      unsubscribed_at: stamp(20),
    },
    {
      email: 'third@example.com',
      full_name: 'Third Reader',
      source: 'website',
      status: 'subscribed',
      confirmed_at: stamp(10),
    },
  ];
  for (const subscription of subscriptions) {
    const created = await client.post(
      '/api/collections/newsletter_subscriptions/records',
      subscription,
      superuser,
    );
    expect(created.status).toBe(200);
  }
  // And one as a visitor makes it, through the site's own sign-up: pending until confirmed.
  const visitor = await client.post('/api/collections/newsletter_subscriptions/records', {
    ...publicRecords.newsletter_subscriptions(),
    email: 'visitor@example.com',
    source: 'footer',
  });
  expect(visitor.status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
});

const rows = (page: Page) => page.getByRole('main').getByRole('article');
/** The count the page gives for a state. */
const countIn = (page: Page, state: string) =>
  page
    .getByRole('main')
    .locator('dl div')
    .filter({ has: page.getByText(state, { exact: true }) })
    .getByRole('definition');

test('the admin sees every subscriber with its state, counts of each, and the confirmed ones as CSV', async ({
  page,
}) => {
  await signInAsAdmin(page, server);
  await openPage(page, `${server.url}/admin/enquiries`);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Subscribers' }).click();
  await expect(page).toHaveURL(`${server.url}/admin/subscribers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');

  await expect(countIn(page, 'Confirmed')).toHaveText('3');
  await expect(countIn(page, 'Pending')).toHaveText('2');
  await expect(countIn(page, 'Unsubscribed')).toHaveText('1');
  await expect(page.getByRole('status').filter({ hasText: /subscribers$/ })).toHaveText('6 subscribers');
  await expect(rows(page).first()).toHaveAccessibleName('visitor@example.com');
  await expect(rows(page).first()).toContainText('Pending');
  const left = rows(page).filter({ hasText: 'left@example.com' });
  await expect(left).toContainText('Unsubscribed');
  await expect(left).toContainText('Gone Again');
  await expect(left.locator('time')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Pending' });
  await expect(page).toHaveURL(/[?&]state=pending/);
  await expect(rows(page)).toHaveText([/^visitor@example\.com/, /^waiting@example\.com/]);
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'All' });
  await page.getByRole('searchbox', { name: 'Search subscribers' }).fill('Second');
  await expect(rows(page)).toHaveText([/^second@example\.com/]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download confirmed (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Email,Name,Source,Signed up,Confirmed');
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 3))).toEqual([
    ['first@example.com', 'First Reader', 'Footer'],
    ['second@example.com', 'Second Reader', 'Pop-up'],
    ['third@example.com', 'Third Reader', 'Website'],
  ]);
});

test('the subscribers page is axe-clean in every theme and fits a phone', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsAdmin(page, server);
  await openPage(page, `${server.url}/admin/subscribers`);
  await expect(rows(page)).toHaveCount(6);
  expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows(page)).toHaveCount(6);
  // Once the page has laid itself out again at the new width.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('signed out, the subscribers page says to sign in and asks the API for nothing', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await openPage(page, `${server.url}/admin/subscribers`);
  await expect(page.getByText('Please sign in to view subscribers.')).toBeVisible();
  expect(asked.filter((path) => path.startsWith('/api/collections/newsletter_subscriptions'))).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
