import type { Page } from '@playwright/test';
import { newRecordId } from '@/lib/record-id';
import { api } from '../support/api';
import { violations } from './axe';
import { takeAPersonsTime } from './fill-time';
import { expect, openPage, test } from './fixtures';
import { keptMailTo, linkIn } from './kept-mail';
import { goOffline, goOnline } from './outage';
import { waitForServiceWorker } from './service-worker';

// Booking a discovery call on /book, against the shared test server at the
// real time: the default availability always offers slots in the next
// three weeks. Each test books a time of its own, picked by its place in
// the list, and an address of its own.

interface StoredBooking {
  slot: string;
  status: string;
}

async function bookingsOf(admin: { client: ReturnType<typeof api>; token: string }, email: string) {
  const found = await admin.client.get<{ items: StoredBooking[] }>(
    `/api/collections/bookings/records?filter=${encodeURIComponent(`email="${email}"`)}`,
    admin.token,
  );
  return found.body.items;
}

const address = (what: string) => `${what}-${newRecordId()}@example.com`;

/** A free time of the list, its place chosen by the test so that tests do not share one. */
function slotAt(page: Page, place: number) {
  return page.getByRole('radio').nth(place);
}

async function fillDetails(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
}

/**
 * Waits until the page has fetched all it asked for once live (the outbox's
 * code among it, which the booking form asks for as it wakes): no new
 * resource for a second and a half.
 */
async function fetchesSettled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
        const settled = count === last;
        last = count;
        return settled;
      },
      { timeout: 30_000, intervals: [1_500] },
    )
    .toBe(true);
}

/** Books `slot` straight through the API, as another visitor would, from another address. */
async function bookElsewhere(slot: string) {
  const client = api(process.env.SITE_URL!);
  const answer = await client.request('POST', '/api/collections/bookings/records', {
    body: { id: newRecordId(), name: 'Grace Hopper', email: address('rival'), slot, form_fill_ms: 4_000 },
    headers: { 'X-Forwarded-For': `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // One visitor without scripts books a call, then meets a time taken meanwhile: each step was a test.
  test('a call is booked by the plain form, and a time taken meanwhile is refused with the details kept', async ({
    page,
    admin,
  }) => {
    test.setTimeout(120_000);
    await test.step('the free times are radio buttons by day, and a call is booked by the plain form', async () => {
      await page.goto('/book');
      await expect(
        page.getByRole('group', { name: /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d+ \w+$/ }).first(),
      ).toBeVisible();
      const chosen = slotAt(page, 3);
      const slot = (await chosen.getAttribute('value'))!;
      await chosen.check();
      const email = address('noscript');
      await fillDetails(page, email);
      await page.getByRole('textbox', { name: /What would you like to talk about/ }).fill('Local SEO.');
      await page.getByRole('button', { name: 'Book the call' }).click();
      await expect(page).toHaveURL(/\/book\/booked$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your call is booked');
      expect(await bookingsOf(admin, email)).toEqual([expect.objectContaining({ slot, status: 'booked' })]);
    });

    await test.step('a time taken before the form was sent comes back refused, with the free times now and the details kept', async () => {
      await page.goto('/book');
      const chosen = slotAt(page, 5);
      const slot = (await chosen.getAttribute('value'))!;
      await chosen.check();
      const email = address('late');
      await fillDetails(page, email);
      await bookElsewhere(slot);
      await page.getByRole('button', { name: 'Book the call' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'Sorry, that time has just been booked. Please choose another.',
      );
      await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
      expect(await bookingsOf(admin, email)).toEqual([]);
    });
  });
});

test.describe('390px @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the booking page is accessible and does not scroll sideways', async ({ page }) => {
    await openPage(page, '/book');
    await expect(page.locator('[data-island-live]').filter({ has: page.getByRole('radio') })).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

// One visitor on the live booking page at 1280px: the page is checked, a time goes, and the visitor books
// another by keyboard. Each step was a test of its own.
test('with JavaScript the booking page is accessible, its free times stay current, and a call is booked by keyboard', async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/book');
  await expect(page.locator('[data-island-live]').filter({ has: page.getByRole('radio') })).toHaveCount(1);

  await test.step('1280px: the booking page is accessible and does not scroll sideways', async () => {
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  // While the page is open, before this visitor books.
  await test.step('a time taken by someone else while the page is open disappears from it', async () => {
    const slot = (await slotAt(page, 9).getAttribute('value'))!;
    await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(1);
    await bookElsewhere(slot);
    await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(0, { timeout: 15_000 });
  });

  await test.step('with JavaScript a call is booked by keyboard', async () => {
    const chosen = slotAt(page, 7);
    const slot = (await chosen.getAttribute('value'))!;
    await chosen.focus();
    await page.keyboard.press('Space');
    await expect(chosen).toBeChecked();
    const email = address('keyboard');
    await fillDetails(page, email);
    await takeAPersonsTime(page.getByRole('textbox', { name: 'Name' }));
    await page.getByRole('button', { name: 'Book the call' }).press('Enter');
    await expect(page).toHaveURL(/\/book\/booked$/);
    expect(await bookingsOf(admin, email)).toEqual([expect.objectContaining({ slot, status: 'booked' })]);
  });
});

// A first visit whose line drops once the page is live: the booking is kept
// on the device, the page says it is not yet confirmed, and once delivered
// it says the call is booked, or that the time was taken meanwhile.
test('offline, a booking waits on the device: confirmed once delivered on a first visit, or told by page and mail that its time was taken', async ({
  page,
  context,
  admin,
}) => {
  // Two journeys, each waiting for a delivery after the line comes back.
  test.setTimeout(150_000);
  await test.step('offline on a first visit, a booking waits on the device and is confirmed once delivered', async () => {
    await openPage(page, '/book');
    await expect(page.locator('[data-island-live]').filter({ has: page.getByRole('radio') })).toHaveCount(1);
    await fetchesSettled(page);
    await goOffline(context);
    const chosen = slotAt(page, 11);
    const slot = (await chosen.getAttribute('value'))!;
    await chosen.check();
    const email = address('tunnel');
    await fillDetails(page, email);
    await takeAPersonsTime(page.getByRole('textbox', { name: 'Name' }));
    await page.getByRole('button', { name: 'Book the call' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'not yet confirmed' })).toBeVisible();
    expect(await bookingsOf(admin, email)).toEqual([]);

    await goOnline(context);
    await expect(page.getByRole('status').filter({ hasText: 'Your call is booked' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await bookingsOf(admin, email)).toEqual([expect.objectContaining({ slot, status: 'booked' })]);
  });

  // The same visitor books again, online at first, and the line drops again.
  await test.step('offline, a booking whose time is taken before it arrives is told so on the page, and by mail', async () => {
    await openPage(page, '/book');
    await expect(page.locator('[data-island-live]').filter({ has: page.getByRole('radio') })).toHaveCount(1);
    await fetchesSettled(page);
    await goOffline(context);
    const chosen = slotAt(page, 13);
    const slot = (await chosen.getAttribute('value'))!;
    await chosen.check();
    const email = address('too-late');
    await fillDetails(page, email);
    await takeAPersonsTime(page.getByRole('textbox', { name: 'Name' }));
    await page.getByRole('button', { name: 'Book the call' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'not yet confirmed' })).toBeVisible();
    await bookElsewhere(slot);

    await goOnline(context);
    await expect(
      page.getByRole('alert').filter({ hasText: 'booked before your request arrived' }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(0);
    expect(await bookingsOf(admin, email)).toEqual([]);
    const mails = await admin.client.get<{ totalItems: number }>(
      `/api/collections/mail_queue/records?filter=${encodeURIComponent(`kind="booking_slot_taken" && recipients="${email}"`)}`,
      admin.token,
    );
    expect(mails.body.totalItems).toBe(1);
  });
});

// A first visit whose line drops before the booking form's own code has come: the sender the page
// brought with its first script keeps the booking on the device, says it is not yet confirmed, and
// delivers it once the line is back.
test('offline on a first visit before the form is live, a booking waits on the device and is confirmed once delivered', async ({
  page,
  context,
  admin,
}) => {
  await page.route('**/assets/booking-form-*.js', (route) => route.abort('internetdisconnected'));
  await openPage(page, '/book');
  await fetchesSettled(page);
  await expect(page.locator('[data-island-live]')).toHaveCount(0);
  await goOffline(context);
  const chosen = slotAt(page, 12);
  const slot = (await chosen.getAttribute('value'))!;
  await chosen.check();
  const email = address('first-visit');
  await fillDetails(page, email);
  await takeAPersonsTime(page.getByRole('textbox', { name: 'Name' }));
  await page.getByRole('button', { name: 'Book the call' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'not yet confirmed' })).toBeVisible();
  await expect(page).toHaveURL(/\/book$/);
  expect(await bookingsOf(admin, email)).toEqual([]);

  await goOnline(context);
  await expect(page.getByRole('status').filter({ hasText: 'Your call is booked' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await bookingsOf(admin, email)).toEqual([expect.objectContaining({ slot, status: 'booked' })]);
});

// With the offline worker in charge, the pages the server fills in still
// come from it: the free times now, and a cancel link's call and token.
test.describe('with the offline worker installed', () => {
  test.use({ serviceWorkers: 'allow' });

  test("the booking page shows the free times now, and a mail's cancel link cancels its call once", async ({
    page,
    admin,
  }) => {
    await openPage(page, '/book');
    await waitForServiceWorker(page);
    const chosen = slotAt(page, 15);
    const slot = (await chosen.getAttribute('value'))!;
    const email = address('worker');
    const client = api(process.env.SITE_URL!);
    const booked = await client.request('POST', '/api/collections/bookings/records', {
      body: { id: newRecordId(), name: 'Ada Lovelace', email, slot, form_fill_ms: 4_000 },
      headers: { 'X-Forwarded-For': '192.0.2.77' },
    });
    expect(booked.status).toBe(200);

    await page.goto('/book');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expect(page.locator(`input[name="slot"][value="${slot}"]`)).toHaveCount(0);

    const mail = await keptMailTo(email, /Your discovery call/);
    const cancel = linkIn(mail, 'Cancel the call');
    await page.goto(`${cancel.pathname}${cancel.search}`);
    await expect(page.locator('[data-call-time]')).toHaveText(/\w+day \d+ \w+ \d{4}, \d\d:\d\d to/);
    await page.getByRole('button', { name: 'Cancel the call' }).click();
    await expect(page).toHaveURL(/\/book\/cancelled$/);
    expect(await bookingsOf(admin, email)).toEqual([expect.objectContaining({ slot, status: 'cancelled' })]);

    await page.goto(`${cancel.pathname}${cancel.search}`);
    await expect(page.getByRole('alert')).toContainText('This link has already been used');
  });
});
