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

/** Whether an element shows all its text: nothing cut off at its edge. */
const shownWhole = (element: HTMLElement | SVGElement) => element.scrollWidth <= element.clientWidth;

/** The CSV the download button saves for the view shown, as rows of cells, its name and its first character. */
async function downloaded(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  const text = await readFile((await file.path())!, 'utf8');
  return {
    name: file.suggestedFilename(),
    bom: text.startsWith('\uFEFF'),
    rows: text
      .slice(1)
      .trim()
      .split('\r\n')
      .map((line) => line.split(',')),
  };
}

async function queuedMailsTo(email: string): Promise<number> {
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const found = await client.get<{ totalItems: number }>(
    `/api/collections/mail_queue/records?filter=${encodeURIComponent(`recipients="${email}"`)}`,
    superuser,
  );
  return found.body.totalItems;
}

test('signed out, the subscribers page says to sign in and asks the API for nothing', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await openPage(page, `${server.url}/admin/subscribers`);
  await expect(page.getByText('Please sign in to view subscribers.')).toBeVisible();
  expect(asked.filter((path) => path.startsWith('/api/collections/newsletter_subscriptions'))).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the admin signs in once and works through the subscribers', async ({ page }) => {
  // Six tests' worth of steps in one signed-in page.
  test.setTimeout(6 * 60_000);
  await test.step('the admin sees every subscriber with its state, counts of each, and the confirmed ones as CSV', async () => {
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

    // The CSV holds what the list shows: here, the confirmed ones, the mailing list.
    await page.getByRole('searchbox', { name: 'Search subscribers' }).fill('');
    await expect(rows(page)).toHaveCount(6);
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Confirmed' });
    await expect(rows(page)).toHaveCount(3);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download confirmed (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Email,Name,State,Source,Signed up,Confirmed,Unsubscribed');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 4))).toEqual([
      ['first@example.com', 'First Reader', 'Confirmed', 'Footer'],
      ['second@example.com', 'Second Reader', 'Confirmed', 'Pop-up'],
      ['third@example.com', 'Third Reader', 'Confirmed', 'Website'],
    ]);
    // In UK time, as the agency's spreadsheet reads it.
    expect(lines[1]).toMatch(/,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},$/);
  });

  await test.step('the subscribers page is axe-clean in every theme and fits a phone', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, `${server.url}/admin/subscribers`);
    await expect(rows(page)).toHaveCount(6);
    expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(rows(page)).toHaveCount(6);
    // Once the page has laid itself out again at the new width.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
  });
  await page.emulateMedia({ reducedMotion: null });

  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await test.step(`at ${size.width} px, a long address shows whole, each count stays in its card, and every state exports`, async () => {
      await page.setViewportSize(size);
      const email = `ada.lovelace.${size.width}@analytical-engine.computing-history.example.co.uk`;
      const client = api(server.url);
      const created = await client.post('/api/collections/newsletter_subscriptions/records', {
        ...publicRecords.newsletter_subscriptions(),
        email,
      });
      expect(created.status).toBe(200);
      await openPage(page, `${server.url}/admin/subscribers?state=pending`);
      const row = rows(page).filter({ hasText: email });
      await expect(row.getByText(email, { exact: true })).toBeVisible();
      expect(await row.getByText(email, { exact: true }).evaluate(shownWhole)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      for (const state of ['Confirmed', 'Pending', 'Unsubscribed']) {
        const card = page
          .getByRole('main')
          .locator('dl div')
          .filter({ has: page.getByText(state, { exact: true }) });
        const cardBox = (await card.boundingBox())!;
        const labelBox = (await card.getByText(state, { exact: true }).boundingBox())!;
        expect(labelBox.x + labelBox.width, `"${state}" ends inside its card`).toBeLessThanOrEqual(
          cardBox.x + cardBox.width,
        );
        expect(await card.getByText(state, { exact: true }).evaluate(shownWhole)).toBe(true);
      }

      const pending = await downloaded(page, 'Download pending (CSV)');
      expect(pending.name).toMatch(/^subscribers-pending-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(pending.bom).toBe(true);
      expect(pending.rows.slice(1).map((cells) => [cells[0], cells[2]])).toContainEqual([email, 'Pending']);
      expect(pending.rows.slice(1).every((cells) => cells[2] === 'Pending')).toBe(true);

      await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Unsubscribed' });
      await expect(rows(page)).toHaveCount(1);
      const unsubscribed = await downloaded(page, 'Download unsubscribed (CSV)');
      expect(unsubscribed.rows.slice(1).map((cells) => [cells[0], cells[2]])).toEqual([
        ['left@example.com', 'Unsubscribed'],
      ]);
      expect(unsubscribed.rows[1]![6]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

      await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'All' });
      const all = await downloaded(page, 'Download all (CSV)');
      expect(all.name).toMatch(/^subscribers-all-/);
      expect(all.rows.slice(1).map((cells) => cells[0])).toEqual(
        expect.arrayContaining([email, 'left@example.com']),
      );
    });

    await test.step(`at ${size.width} px, Erase asks first, then removes the subscriber and the mail queued to them`, async () => {
      await page.setViewportSize(size);
      const email = `ada.lovelace.${size.width}@analytical-engine.computing-history.example.co.uk`;
      expect(await queuedMailsTo(email)).toBe(1);
      await openPage(page, `${server.url}/admin/subscribers?state=pending`);
      await expect(rows(page)).toHaveCount(3);
      await expect(countIn(page, 'Pending')).toHaveText('3');
      const row = rows(page).filter({ hasText: email });

      await row.getByRole('button', { name: `Erase ${email}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Erase this subscriber?' });
      await expect(dialog).toContainText(email);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(rows(page)).toHaveCount(3);

      await row.getByRole('button', { name: `Erase ${email}` }).click();
      await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('status').or(page.getByRole('alertdialog')).filter({ hasText: 'Subscriber erased' }),
      ).toBeVisible();
      await expect(rows(page)).toHaveCount(2);
      await expect(rows(page).filter({ hasText: email })).toHaveCount(0);
      await expect(countIn(page, 'Pending')).toHaveText('2');
      // The keyboard goes on to the next subscriber rather than to the page's start.
      await expect(page.locator('main button[aria-label^="Erase "]:focus')).toHaveCount(1);

      expect(await queuedMailsTo(email)).toBe(0);
      await page.reload();
      await expect(rows(page)).toHaveCount(2);
      await expect(rows(page).filter({ hasText: email })).toHaveCount(0);
    });
  }
});
