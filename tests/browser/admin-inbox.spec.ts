import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { NONE_IN_ANY_LOOK, violationsInEveryLook } from './axe';
import { expect, openPage, test } from './fixtures';

// A server of this file's own, so the inbox holds exactly what the tests put in.
let server: TestServer;
const tag = randomBytes(3).toString('hex');
const MANY = 25;

// Two browser contexts and a sign-in each: slow on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  server = await startTestServer();
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const enquiry = (n: number) => ({
    name: `Sender ${String(n).padStart(2, '0')}`,
    email: `sender${n}@example.com`,
    message: `Question number ${n} about paid search (${tag}).`,
    service: 'ppc-advertising',
    // The newest of them came from a pricing package's button.
    ...(n === MANY ? { package: 'Focus Growth' } : {}),
    source_page: '/contact',
  });
  // One at a time, so each is newer than the one before.
  for (let n = 1; n <= MANY; n += 1) {
    const created = await client.post('/api/collections/enquiries/records', enquiry(n), superuser);
    expect(created.status).toBe(200);
  }
  const special = await client.post(
    '/api/collections/enquiries/records',
    {
      name: 'Mallory <b>Bold</b>',
      email: 'mallory@example.com',
      message: `<img src=x onerror="document.title='owned'"> Please call me (${tag}-html).`,
      source_page: '/',
    },
    superuser,
  );
  expect(special.status).toBe(200);
});

test.afterAll(async () => {
  await server?.stop();
});

test.use({ serviceWorkers: 'block' });

async function signInAsAdmin(page: Page): Promise<void> {
  await openPage(page, `${server.url}/`);
  await page.getByRole('button', { name: 'Admin login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(server.admin.email);
  await dialog.getByLabel('Password', { exact: true }).fill(server.admin.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /^New inquiries/ })).toBeVisible();
}

const items = (page: Page) => page.getByRole('main').getByRole('article');

test('the inbox lists every enquiry newest first, a page at a time, and finds them by name, e-mail or text', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: /^New inquiries/ }).click();
  await page.getByRole('link', { name: 'All enquiries' }).click();
  await expect(page).toHaveURL(`${server.url}/admin/enquiries`);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${MANY + 1} enquiries` })).toBeVisible();
  await expect(items(page)).toHaveCount(20);
  await expect(items(page).first()).toHaveAccessibleName('Mallory <b>Bold</b>');
  await expect(items(page).nth(1)).toHaveAccessibleName('Sender 25');
  await expect(items(page).nth(1)).toContainText('PPC Advertising');
  await expect(items(page).nth(1)).toContainText('/contact');
  await expect(items(page).nth(1).getByRole('definition').filter({ hasText: 'Focus Growth' })).toBeVisible();
  await expect(items(page).nth(2)).not.toContainText('Package');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(items(page)).toHaveCount(MANY + 1 - 20);
  await expect(items(page).last()).toHaveAccessibleName('Sender 01');
  await page.goBack();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search enquiries' });
  await search.fill('Sender 07');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toHaveAccessibleName('Sender 07');
  await expect(page).toHaveURL(/q=Sender\+07/);

  await search.fill('sender12@example.com');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toHaveAccessibleName('Sender 12');

  await search.fill('Question number 19 ');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toHaveAccessibleName('Sender 19');

  await search.fill('nothing like this anywhere');
  await expect(page.getByRole('status').filter({ hasText: '0 enquiries matching' })).toBeVisible();
  await expect(items(page)).toHaveCount(0);
});

test("an enquiry's text is shown as text, never as HTML", async ({ page }) => {
  await signInAsAdmin(page);
  await openPage(page, `${server.url}/admin/enquiries?q=${tag}-html`);
  const item = items(page).first();
  await expect(item).toContainText(`<img src=x onerror="document.title='owned'"> Please call me`);
  await expect(item.locator('img, b')).toHaveCount(0);
  // The unread count leads the title; the text did not set it.
  expect(await page.title()).toMatch(/^(\(\d+\) )?Enquiries \| Clear North$/);
});

/** How many unread enquiries the bell says there are, once it is live. */
async function unreadInBell(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^New inquiries/ });
  await expect(bell).toHaveAttribute('data-connection', 'live');
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test('mark as handled is kept on the server, and reads the enquiry: it leaves the bell', async ({ page }) => {
  await signInAsAdmin(page);
  await openPage(page, `${server.url}/admin/enquiries?q=Sender+03`);
  const item = items(page).first();
  await expect(item).toHaveAccessibleName('Sender 03');
  await expect(item.getByText('Unread', { exact: true })).toBeVisible();
  const unread = await unreadInBell(page);
  await item.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(item.getByText('Handled', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
  await expect(item.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^New inquiries/ })).toHaveAccessibleName(
    `New inquiries, ${unread - 1} unread`,
  );

  await page.reload();
  await expect(items(page).first().getByText('Handled', { exact: true })).toBeVisible();
  await items(page).first().getByRole('button', { name: 'Mark as not handled' }).click();
  await expect(items(page).first().getByRole('button', { name: 'Mark as handled' })).toBeVisible();
  await page.reload();
  await expect(items(page).first().getByRole('button', { name: 'Mark as handled' })).toBeVisible();
  // Not handled again, it stays read.
  await expect(items(page).first().getByText('Unread', { exact: true })).toHaveCount(0);
  expect(await unreadInBell(page)).toBe(unread - 1);
});

test("the notification mail's link opens that enquiry alone, with a reply to the visitor", async ({
  page,
}) => {
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const found = await client.get<{ items: Array<{ id: string }> }>(
    `/api/collections/enquiries/records?filter=${encodeURIComponent('name="Sender 07"')}`,
    superuser,
  );
  const id = found.body.items[0]!.id;
  await signInAsAdmin(page);
  await openPage(page, `${server.url}/admin/enquiries?enquiry=${id}`);
  await expect(items(page)).toHaveCount(1);
  await expect(items(page).first()).toHaveAccessibleName('Sender 07');
  const reply = new URL(
    (await items(page).first().getByRole('link', { name: 'Reply to Sender 07' }).getAttribute('href'))!,
  );
  expect(decodeURIComponent(reply.pathname)).toBe('sender7@example.com');
  expect(reply.searchParams.get('subject')).toBe('Re: your enquiry to Clear North');
  expect(reply.searchParams.get('body')).toContain(`> Question number 7 about paid search (${tag}).`);

  await page.getByRole('button', { name: 'Show all enquiries' }).click();
  await expect(page).toHaveURL(`${server.url}/admin/enquiries`);
  await expect(items(page)).toHaveCount(20);
});

test('the inbox, the bell and an enquiry are axe-clean in every theme', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInAsAdmin(page);
  await openPage(page, `${server.url}/admin/enquiries`);
  await expect(items(page)).toHaveCount(20);
  expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);

  await page.getByRole('button', { name: /^New inquiries/ }).click();
  const panel = page.getByRole('dialog', { name: 'New inquiries' });
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);

  await panel.getByRole('listitem').first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: /^Inquiry from / })).toBeVisible();
  expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
});

// Last: it adds an enquiry to the ones the tests above count.
test('a new enquiry appears at the top of the open list at once, and the count with it', async ({ page }) => {
  await signInAsAdmin(page);
  await openPage(page, `${server.url}/admin/enquiries`);
  const count = page.getByRole('status').filter({ hasText: /^\d+ enquiries$/ });
  await expect(count).toHaveText(`${MANY + 1} enquiries`);
  await expect(page.getByRole('button', { name: /^New inquiries/ })).toHaveAttribute(
    'data-connection',
    'live',
  );

  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const created = await client.post(
    '/api/collections/enquiries/records',
    { name: 'Live Arrival', email: 'live@example.com', message: `Sent while the list is open (${tag}).` },
    superuser,
  );
  expect(created.status).toBe(200);
  await expect(items(page).first()).toHaveAccessibleName('Live Arrival');
  await expect(count).toHaveText(`${MANY + 2} enquiries`);
  await expect(items(page)).toHaveCount(20);
});
