import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { NONE_IN_ANY_LOOK, violationsInEveryLook } from './axe';
import { signInAsAdmin } from './admin-sign-in';
import { expect, openPage, test } from './fixtures';

// A server of this file's own, so the inbox holds exactly what the tests put in.
let server: TestServer;
const tag = randomBytes(3).toString('hex');
const MANY = 25;

// One admin, signed in once, works through the inbox: each step goes on from the server's data as the one before left it.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startTestServer();
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const enquiry = (n: number) => ({
    name: `Sender ${String(n).padStart(2, '0')}`,
    email: `sender${n}@example.com`,
    message: `Question number ${n} about paid search (${tag}).`,
    service: n <= 4 ? 'seo' : 'ppc-advertising',
    // Two joined the waitlist and one asked for a call; the rest are plain enquiries.
    ...(n === 4 || n === 8 ? { topic: 'waitlist' } : n === 9 ? { topic: 'discovery_call' } : {}),
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

const items = (page: Page) => page.getByRole('main').getByRole('article');

/** Opens an enquiry's line into the whole enquiry, as a click on it does. */
async function open(item: ReturnType<typeof items>): Promise<void> {
  await item.locator('summary').click();
  await expect(item.getByRole('link', { name: /^Reply to / })).toBeVisible();
}

const countOf = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ enquir(y|ies)/ });

/** The bell, once it is live. */
async function liveBell(page: Page): Promise<Locator> {
  const bell = page.getByRole('button', { name: /^New enquiries/ });
  await expect(bell).toHaveAttribute('data-connection', 'live');
  return bell;
}

/**
 * How many unread enquiries the bell says there are, when there are some: it
 * is live as soon as it listens, and has the count a moment later.
 */
async function unreadInBell(page: Page): Promise<number> {
  const bell = await liveBell(page);
  await expect(bell).toHaveAccessibleName(/\d+ unread$/);
  return Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
}

test('the admin signs in once and works through the inbox', async ({ page }) => {
  // Fourteen tests' worth of steps, each under a minute on a busy machine.
  test.setTimeout(14 * 60_000);
  const asOpened = page.viewportSize()!;
  await test.step('the inbox lists every enquiry newest first, a page at a time, and finds them by name, email or text', async () => {
    await signInAsAdmin(page, server);
    await page.getByRole('button', { name: /^New enquiries/ }).click();
    await page.getByRole('link', { name: 'All enquiries' }).click();
    await expect(page).toHaveURL(`${server.url}/admin/enquiries`);
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `${MANY + 1} enquiries` })).toBeVisible();
    await expect(items(page)).toHaveCount(20);
    await expect(items(page).first()).toHaveAccessibleName('Mallory <b>Bold</b>');
    await expect(items(page).nth(1)).toHaveAccessibleName('Sender 25');
    // Each is one line until opened: who, what, the message's start, when.
    await expect(items(page).nth(1).locator('summary')).toContainText('Enquiry · PPC Advertising');
    await expect(items(page).nth(1).locator('summary')).toContainText('Question number 25 about paid search');
    await expect(items(page).nth(1).getByRole('definition')).toHaveCount(0);
    await open(items(page).nth(1));
    await expect(items(page).nth(1)).toContainText('/contact');
    await expect(
      items(page).nth(1).getByRole('definition').filter({ hasText: 'Focus Growth' }),
    ).toBeVisible();
    await open(items(page).nth(2));
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

  await test.step("an enquiry's text is shown as text, never as HTML", async () => {
    await openPage(page, `${server.url}/admin/enquiries?q=${tag}-html`);
    const item = items(page).first();
    await open(item);
    await expect(item.locator('p')).toContainText([
      `<img src=x onerror="document.title='owned'"> Please call me`,
    ]);
    await expect(item.locator('img, b')).toHaveCount(0);
    // The unread count leads the title; the text did not set it.
    expect(await page.title()).toMatch(/^(\(\d+\) )?Enquiries \| Clear North$/);
  });

  await test.step('opening an enquiry reads it, and handling is kept on the server', async () => {
    await openPage(page, `${server.url}/admin/enquiries?q=Sender+03`);
    const item = items(page).first();
    await expect(item).toHaveAccessibleName('Sender 03');
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    const unread = await unreadInBell(page);
    await open(item);
    await expect(item.getByText('New', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^New enquiries/ })).toHaveAccessibleName(
      `New enquiries, ${unread - 1} unread`,
    );
    await item.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(item.getByText('Handled', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();

    await page.reload();
    await expect(items(page).first().getByText('Handled', { exact: true })).toBeVisible();
    await open(items(page).first());
    await items(page).first().getByRole('button', { name: 'Mark as not handled' }).click();
    await expect(items(page).first().getByRole('button', { name: 'Mark as handled' })).toBeVisible();
    await page.reload();
    await expect(items(page).first().getByText('Handled', { exact: true })).toHaveCount(0);
    // Not handled again, it stays read.
    await expect(items(page).first().getByText('New', { exact: true })).toHaveCount(0);
    await expect(await liveBell(page)).toHaveAccessibleName(`New enquiries, ${unread - 1} unread`);
  });

  for (const width of [390, 1280]) {
    await test.step(`at ${width} px, an enquiry opened from the New filter stays in view, open, until the filter changes`, async () => {
      await page.setViewportSize({ width, height: 844 });
      const client = api(server.url);
      const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
      const name = `Kept Sender ${width}`;
      const created = await client.post(
        '/api/collections/enquiries/records',
        { name, email: `kept${width}@example.com`, message: `Still here? (${tag}-kept-${width})` },
        superuser,
      );
      expect(created.status).toBe(200);
      await openPage(page, `${server.url}/admin/enquiries?state=new&q=${encodeURIComponent(name)}`);
      await expect(items(page)).toHaveCount(1);
      const unread = await unreadInBell(page);
      // Reading it changes the list's enquiries: the list is fetched again in place.
      const refetched = page.waitForResponse(
        (response) =>
          response.url().includes('/api/collections/enquiries/records?') &&
          response.request().method() === 'GET',
      );
      await open(items(page).first());
      await expect(await liveBell(page)).toHaveAccessibleName(`New enquiries, ${unread - 1} unread`);
      await refetched;
      await expect(items(page)).toHaveCount(1);
      await expect(
        items(page)
          .first()
          .getByRole('link', { name: `Reply to ${name}` }),
      ).toBeVisible();

      // Another filter, and the list is what the server holds for it.
      await openPage(page, `${server.url}/admin/enquiries?state=read&q=${encodeURIComponent(name)}`);
      await expect(items(page)).toHaveCount(1);
      await openPage(page, `${server.url}/admin/enquiries?state=new&q=${encodeURIComponent(name)}`);
      await expect(countOf(page)).toHaveText(/^0 enquiries/);
      await client.request('DELETE', `/api/collections/enquiries/records/${String(created.body.id)}`, {
        token: superuser,
      });
    });
  }
  await page.setViewportSize(asOpened);

  for (const width of [390, 1280]) {
    await test.step(`at ${width} px, Undo after Spam puts back a new enquiry as new, in the list and the CSV`, async () => {
      await page.setViewportSize({ width, height: 844 });
      const client = api(server.url);
      const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
      const name = `Undo Sender ${width}`;
      const created = await client.post(
        '/api/collections/enquiries/records',
        { name, email: `undo${width}@example.com`, message: `Is this spam? (${tag}-undo-${width})` },
        superuser,
      );
      expect(created.status).toBe(200);
      await openPage(page, `${server.url}/admin/enquiries?q=${encodeURIComponent(name)}`);
      await expect(items(page).first().getByText('New', { exact: true })).toBeVisible();
      await open(items(page).first());
      await items(page).first().getByRole('button', { name: 'Spam' }).click();
      const spammed = page
        .getByRole('alertdialog')
        .or(page.getByRole('status'))
        .filter({ hasText: 'Enquiry marked as spam' });
      await spammed.getByRole('button', { name: 'Undo' }).click();
      await expect(items(page)).toHaveCount(1);
      await expect(items(page).first().getByText('New', { exact: true })).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const text = await readFile((await (await download).path())!, 'utf8');
      expect(text).toContain(`,${name},undo${width}@example.com,`);
      expect(text.split('\r\n').find((row) => row.includes(name))).toMatch(/,New,/);
      // The other tests count the inbox's enquiries: this one goes.
      await client.request('DELETE', `/api/collections/enquiries/records/${String(created.body.id)}`, {
        token: superuser,
      });
    });
  }
  await page.setViewportSize(asOpened);

  await test.step('an enquiry archived or marked as spam leaves the inbox, and comes back with Undo or from its folder', async () => {
    await openPage(page, `${server.url}/admin/enquiries?q=Sender+05`);
    await open(items(page).first());
    await items(page).first().getByRole('button', { name: 'Archive' }).click();
    const archived = page
      .getByRole('alertdialog')
      .or(page.getByRole('status'))
      .filter({ hasText: 'Enquiry archived' });
    await expect(archived).toBeVisible();
    await expect(items(page)).toHaveCount(0);
    await expect(countOf(page)).toHaveText('0 enquiries matching “Sender 05”');
    await archived.getByRole('button', { name: 'Undo' }).click();
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first().getByText('Archived', { exact: true })).toHaveCount(0);

    await open(items(page).first());
    await items(page).first().getByRole('button', { name: 'Spam' }).click();
    await expect(items(page)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Spam' });
    await expect(page).toHaveURL(/state=spam/);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first().getByText('Spam', { exact: true })).toBeVisible();
    await page.reload();
    await expect(items(page).first()).toHaveAccessibleName('Sender 05');
    await open(items(page).first());
    await items(page).first().getByRole('button', { name: 'Not spam' }).click();
    await expect(items(page)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Inbox' });
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toHaveAccessibleName('Sender 05');
  });

  await test.step('filters by what was asked for, service and day show in the address, and the CSV holds what they show', async () => {
    await openPage(page, `${server.url}/admin/enquiries`);
    await expect(countOf(page)).toHaveText(`${MANY + 1} enquiries`);
    await page.getByRole('combobox', { name: 'Asking for' }).selectOption({ label: 'Waitlist' });
    await expect(countOf(page)).toHaveText('2 enquiries');
    await expect(page).toHaveURL(/[?&]topic=waitlist/);
    await expect(items(page)).toHaveText([/^Sender 08/, /^Sender 04/]);
    await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'SEO' });
    await expect(countOf(page)).toHaveText('1 enquiry');
    await expect(items(page).first()).toHaveAccessibleName('Sender 04');

    // A shared address opens the same view.
    await openPage(page, page.url());
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('seo');
    await expect(countOf(page)).toHaveText('1 enquiry');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(countOf(page)).toHaveText(`${MANY + 1} enquiries`);

    await page.getByRole('combobox', { name: 'Asking for' }).selectOption({ label: 'Discovery call' });
    await expect(items(page)).toHaveText([/^Sender 09/]);
    await page.getByRole('combobox', { name: 'Asking for' }).selectOption({ label: 'Waitlist' });
    await expect(countOf(page)).toHaveText('2 enquiries');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    // A byte-order mark first, so a spreadsheet reads the file as UTF-8.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text.slice(1).trim().split('\r\n');
    // Received in UK time, as the agency's spreadsheet reads it.
    expect(rows[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},/);
    expect(rows[0]).toBe(
      'Received,Name,Email,Service,Phone,Company,Package,Asking for,Sent from,State,Note,Message',
    );
    expect(rows.slice(1).map((row) => row.split(',').slice(1, 8))).toEqual([
      ['Sender 08', 'sender8@example.com', 'PPC Advertising', '', '', '', 'Waitlist'],
      ['Sender 04', 'sender4@example.com', 'SEO', '', '', '', 'Waitlist'],
    ]);

    // Days are the admin's own: everything arrived today, nothing tomorrow.
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const tomorrow = await page.evaluate(() => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA'));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Received from').fill(tomorrow);
    await expect(countOf(page)).toHaveText('0 enquiries');
    await page.getByLabel('Received from').fill(today);
    await page.getByLabel('Received to').fill(today);
    await expect(countOf(page)).toHaveText(`${MANY + 1} enquiries`);
  });

  await test.step('a private note is kept on the server, and the search finds it', async () => {
    await openPage(page, `${server.url}/admin/enquiries?q=Sender+10`);
    await open(items(page).first());
    const note = items(page).first().getByRole('textbox', { name: 'Private note' });
    await note.fill('Called back: wants a quote in January.');
    await items(page).first().getByRole('button', { name: 'Save note' }).click();
    await expect(items(page).first().getByText('Note saved.')).toBeVisible();

    await openPage(page, `${server.url}/admin/enquiries?q=${encodeURIComponent('quote in January')}`);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toHaveAccessibleName('Sender 10');
    await open(items(page).first());
    await expect(items(page).first().getByRole('textbox', { name: 'Private note' })).toHaveValue(
      'Called back: wants a quote in January.',
    );
  });

  await test.step('a page of twenty enquiries is one line each, on a desktop and on a phone', async () => {
    for (const viewport of [
      { width: 1280, height: 800, most: 1400 },
      { width: 390, height: 844, most: 2400 },
    ]) {
      await page.setViewportSize(viewport);
      await openPage(page, `${server.url}/admin/enquiries`);
      await expect(items(page)).toHaveCount(20);
      const box = await page.getByRole('main').getByRole('list').first().boundingBox();
      expect(box!.height).toBeLessThan(viewport.most);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    }
  });
  await page.setViewportSize(asOpened);

  await test.step("the notification mail's link opens that enquiry alone, with a reply to the visitor", async () => {
    const client = api(server.url);
    const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const found = await client.get<{ items: Array<{ id: string }> }>(
      `/api/collections/enquiries/records?filter=${encodeURIComponent('name="Sender 07"')}`,
      superuser,
    );
    const id = found.body.items[0]!.id;
    await openPage(page, `${server.url}/admin/enquiries?enquiry=${id}`);
    await expect(items(page)).toHaveCount(1);
    await expect(items(page).first()).toHaveAccessibleName('Sender 07');
    // It opens on the enquiry itself, not its line.
    await expect(items(page).first().locator('details')).toHaveAttribute('open', '');
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

  await test.step('the inbox, the bell and an enquiry are axe-clean in every theme', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, `${server.url}/admin/enquiries`);
    await expect(items(page)).toHaveCount(20);
    await open(items(page).first());
    expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);

    await page.getByRole('button', { name: /^New enquiries/ }).click();
    const panel = page.getByRole('dialog', { name: 'New enquiries' });
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
    expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);

    await panel.getByRole('listitem').first().getByRole('button').click();
    await expect(page.getByRole('dialog', { name: /^Enquiry from / })).toBeVisible();
    expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
  });
  await page.emulateMedia({ reducedMotion: null });

  // Last: it adds an enquiry to the ones the tests above count.
  await test.step('a new enquiry appears at the top of the open list at once, and the count with it', async () => {
    await openPage(page, `${server.url}/admin/enquiries`);
    const count = page.getByRole('status').filter({ hasText: /^\d+ enquiries$/ });
    await expect(count).toHaveText(`${MANY + 1} enquiries`);
    await expect(page.getByRole('button', { name: /^New enquiries/ })).toHaveAttribute(
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
});
