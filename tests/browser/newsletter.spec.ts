import type { Page } from '@playwright/test';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { NONE_IN_ANY_LOOK, violationsInEveryLook } from './axe';
import { takeAPersonsTime } from './fill-time';
import { appLive, expect, openPage, test } from './fixtures';
import { keptMailTo, linkIn } from './kept-mail';
import { APP_PAGE } from './app-page';

const RECORDS = '/api/collections/newsletter_subscriptions/records';

/** The popup stays away once this flag is set; these tests are not about it. */
async function dismissPopupBeforeLoad(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-shown', 'true'));
}

const address = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function subscribeThroughApi(baseURL: string, email: string): Promise<void> {
  const response = await fetch(`${baseURL}${RECORDS}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, source: 'website', ...A_PERSONS_FILL_TIME }),
  });
  expect(response.status).toBe(200);
}

/** A confirmed subscriber and the confirmation mail that was sent to them. */
async function confirmedSubscriber(baseURL: string, email: string) {
  await subscribeThroughApi(baseURL, email);
  const mail = await keptMailTo(email, /^Confirm your subscription/);
  const token = linkIn(mail, 'Yes, subscribe me').searchParams.get('token');
  const confirmed = await fetch(`${baseURL}/api/newsletter/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(confirmed.status).toBe(200);
  return mail;
}

/**
 * Opens a mail's link as a visitor (or a mail scanner) does, and checks
 * that opening it did nothing: the page, live, waits for its button.
 */
async function openBeforeTheButton(page: Page, path: string): Promise<void> {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/newsletter'))
      posted.push(request.url());
  });
  await page.goto(path);
  await appLive(page);
  await page.waitForLoadState('networkidle');
  expect(posted).toEqual([]);
}

test.beforeEach(async ({ page }) => dismissPopupBeforeLoad(page));

test.describe('the footer sign-up', () => {
  const footerForm = (page: Page) =>
    page.getByRole('contentinfo').getByRole('form', { name: 'The newsletter' });

  test('subscribes through the newsletter module: pending until the mail is confirmed', async ({
    page,
    admin,
    problems,
  }) => {
    // A page that is still an app, whose footer brings its form once idle; a page of islands links to the newsletter's page.
    await openPage(page, APP_PAGE);
    const form = footerForm(page);
    const email = address('footer');
    await form.getByRole('textbox', { name: 'Email address' }).fill(email);
    await takeAPersonsTime(form.getByRole('textbox', { name: 'Email address' }));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await expect(page.getByText('We have sent you a link to confirm your subscription.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');

    const found = await admin.client.get<{ items: Array<{ source: string; status: string }> }>(
      `${RECORDS}?filter=${encodeURIComponent(`email="${email}"`)}`,
      admin.token,
    );
    expect(found.body.items).toEqual([expect.objectContaining({ source: 'footer', status: 'pending' })]);
    await keptMailTo(email, /^Confirm your subscription/);

    // The same address again, from this browser, still unconfirmed: it is told to confirm, never that it
    // is subscribed, and the server mails its owner again once its pause allows.
    await form.getByRole('textbox', { name: 'Email address' }).fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Check your inbox to confirm', { exact: true })).toBeVisible();
    await expect(page.getByText('Already subscribed', { exact: true })).toHaveCount(0);

    // Confirmed in this browser, the address is then known here as subscribed, and nothing more is sent.
    const link = linkIn(await keptMailTo(email, /^Confirm your subscription/), 'Yes, subscribe me');
    await openPage(page, `${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
    await openPage(page, APP_PAGE);
    await footerForm(page).getByRole('textbox', { name: 'Email address' }).fill(email);
    await footerForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Already subscribed', { exact: true })).toBeVisible();
    expect(problems.errors).toEqual([]);
    expect(problems.hydration).toEqual([]);
  });
});

test.describe('the footer sign-up in every theme', () => {
  test("is accessible, with and without an error, in every theme; a missing or malformed address gets the site's own message, and nothing is sent", async ({
    page,
  }) => {
    let posted = 0;
    await page.route(`**${RECORDS}`, (route) => {
      posted += 1;
      return route.continue();
    });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, APP_PAGE);
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'The newsletter' });
    const field = form.getByRole('textbox', { name: 'Email address' });
    await test.step('is accessible, with and without an error, in every theme', async () => {
      await expect(form.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByText('Email is required')).toBeVisible();
      expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
    });

    await test.step("a missing or malformed address gets the site's own message, and nothing is sent", async () => {
      // The empty send was the step before's: the field says so.
      await expect(form.getByText('Email is required')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill('ada@example');
      await expect(form.getByText('Email is required')).toHaveCount(0);
      await field.press('Enter');
      await expect(form.getByText('Please enter a valid email address')).toBeVisible();
      expect(posted).toBe(0);
    });
  });

  test('fits a phone and its field is reachable by keyboard @mobile', async ({ page }) => {
    await openPage(page, APP_PAGE);
    const field = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
    await expect(field).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await field.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeFocused();
  });
});

test.describe('the confirmation page', () => {
  test('confirms the subscription the mail was sent for, with the spec’s toast; opening the link does nothing, the button confirms', async ({
    page,
    baseURL,
    admin,
    problems,
  }) => {
    await test.step('from the mail, opening the link does nothing: the page waits for its button, whose press confirms', async () => {
      const email = address('confirm-page');
      await subscribeThroughApi(baseURL!, email);
      const link = linkIn(await keptMailTo(email, /^Confirm your subscription/), 'Yes, subscribe me');
      expect(link.pathname).toBe('/newsletter/confirm');

      // Opened from the mail: nothing happens until the button is pressed.
      await openBeforeTheButton(page, `${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await expect(page.getByText('Successfully subscribed!')).toBeVisible();
      await expect(page.getByText("You'll receive our latest updates and insights.")).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'You are subscribed.' })).toBeVisible();
      // The page as a whole says so: its heading and lead no longer ask for the step just taken.
      await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();
      await expect(page.getByText(/One step left/)).toHaveCount(0);

      const found = await admin.client.get<{ items: Array<{ status: string }> }>(
        `${RECORDS}?filter=${encodeURIComponent(`email="${email}"`)}`,
        admin.token,
      );
      expect(found.body.items[0]?.status).toBe('subscribed');
      expect(problems.errors).toEqual([]);
      expect(problems.hydration).toEqual([]);
    });
  });

  test('without a token it asks for the link; an altered link is refused and says so', async ({
    page,
    baseURL,
  }) => {
    await test.step('without a token it asks for the link and offers no button', async () => {
      await page.goto('/newsletter/confirm');
      await expect(page.getByText('This page needs the link from your confirmation email.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0);
    });

    await test.step('an altered link is refused and says so', async () => {
      const email = address('confirm-forged');
      await subscribeThroughApi(baseURL!, email);
      const link = linkIn(await keptMailTo(email, /^Confirm your subscription/), 'Yes, subscribe me');
      const token = link.searchParams.get('token')!.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
      await openPage(page, `/newsletter/confirm?token=${token}`);
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'This confirmation link is not valid.' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toHaveCount(0);
    });
  });
});

test.describe('the unsubscribe page', () => {
  test('unsubscribes the address the link was made for, with the spec’s toast', async ({
    page,
    baseURL,
    admin,
    problems,
  }) => {
    const email = address('unsubscribe-page');
    const link = linkIn(await confirmedSubscriber(baseURL!, email), 'Unsubscribe');
    expect(link.pathname).toBe('/newsletter/unsubscribe');

    await openPage(page, `${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Unsubscribed successfully')).toBeVisible();
    await expect(page.getByText("You won't receive any more newsletters from us.")).toBeVisible();

    const found = await admin.client.get<{ items: Array<{ status: string }> }>(
      `${RECORDS}?filter=${encodeURIComponent(`email="${email}"`)}`,
      admin.token,
    );
    expect(found.body.items[0]?.status).toBe('unsubscribed');
    expect(problems.errors).toEqual([]);
    expect(problems.hydration).toEqual([]);
  });

  test('a forged link, opened from the mail, waits for its button and is refused with the spec’s failure toast; without a token it asks for the link', async ({
    page,
    problems,
  }) => {
    await test.step('from the mail, opening the link does nothing: the page waits for its button, whose press is answered', async () => {
      await openBeforeTheButton(page, `/newsletter/unsubscribe?token=abcdefghijklmno.0.${'b'.repeat(64)}`);
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'This unsubscribe link is not valid.' }),
      ).toBeVisible();
    });

    await test.step('a forged link is refused with the spec’s failure toast', async () => {
      await expect(page.getByText('Unsubscribe failed').first()).toBeVisible();
      await expect(
        page.getByText('There was an error unsubscribing. Please try again.').first(),
      ).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: 'This unsubscribe link is not valid.' }),
      ).toBeVisible();
    });

    expect(problems.hydration).toEqual([]);

    await test.step('without a token it asks for the link and offers no button', async () => {
      await page.goto('/newsletter/unsubscribe');
      await expect(
        page.getByText('This page needs the unsubscribe link from one of our emails.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    });
  });

  test('offline, the unsubscription waits in the outbox and is delivered when the connection returns', async ({
    page,
    context,
    baseURL,
    admin,
  }) => {
    const email = address('unsubscribe-offline');
    const link = linkIn(await confirmedSubscriber(baseURL!, email), 'Unsubscribe');
    await openPage(page, `${link.pathname}${link.search}`);
    // The server cannot be reached (the page's own code is already loaded, as the service worker would have it).
    await page.route('**/api/newsletter/unsubscribe', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Saved on this device')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

    const status = async () =>
      (
        await admin.client.get<{ items: Array<{ status: string }> }>(
          `${RECORDS}?filter=${encodeURIComponent(`email="${email}"`)}`,
          admin.token,
        )
      ).body.items[0]?.status;
    expect(await status()).toBe('subscribed');
    await page.unroute('**/api/newsletter/unsubscribe');
    // The connection returns: the outbox delivers at once.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(status).toBe('unsubscribed');
  });
});
