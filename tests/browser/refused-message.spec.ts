import type { BrowserContext, Page, Route } from '@playwright/test';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { violations } from './axe';
import { expect, openPage, test } from './fixtures';
import { refusedAsInvalidEmail, unavailableForFiveMinutes } from './server-answers';
import { countInOutbox } from './outbox-idb';
import { dispatchOutboxSync, waitForServiceWorker } from './service-worker';

const ENQUIRIES = '**/api/collections/enquiries/records';
const SUBSCRIPTIONS = '**/api/collections/newsletter_subscriptions/records';

/** Sends an enquiry from the contact page while the server cannot be reached: it waits in the outbox. */
async function queueEnquiry(page: Page, message: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enquiry saved')).toBeVisible();
}

/**
 * Answers requests to `url` with `first` until the test switches to another
 * answer. One handler answers throughout: a request in flight when the answer
 * changes (the page's, or the worker's own sync) must not slip through to the
 * real server, as it would between an unroute and a route.
 */
async function answersAt(
  target: Page | BrowserContext,
  url: string,
  first: (route: Route) => Promise<void>,
): Promise<{ switchTo(next: (route: Route) => Promise<void>): void }> {
  let answer = first;
  await target.route(url, (route) => answer(route));
  return {
    switchTo(next) {
      answer = next;
    },
  };
}

/** An outage at `url`, which the test later ends with a refusal. */
async function outageAt(page: Page, url: string): Promise<{ refuse(): void }> {
  const answers = await answersAt(page, url, (route) => route.abort('internetdisconnected'));
  return { refuse: () => answers.switchTo(refusedAsInvalidEmail) };
}

/**
 * The connection comes back to a server that refuses: the page delivers at
 * once, as it does on reconnecting, until the outbox holds the refusal.
 */
async function reconnectToRefusal(page: Page, outage: { refuse(): void }, kind: string): Promise<void> {
  outage.refuse();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      return countInOutbox(page, 'refused', kind);
    })
    .toBe(1);
}

test('an enquiry refused after it was queued is announced once and its text can be taken back', async ({
  page,
}) => {
  await openPage(page, '/contact?call=true');
  const outage = await outageAt(page, ENQUIRIES);
  const message = `Could we talk about local SEO next Tuesday? (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
  // The visitor replaces the booking's opening once they see it: written over while the
  // form applies the address, the opening would land before the text.
  const field = page.getByRole('textbox', { name: 'Message' });
  await expect(field).toHaveValue(/^I'd like to book a 15-minute discovery call/);
  await field.fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enquiry saved')).toBeVisible();
  await expect(field).toHaveValue('');

  // Later, the server answers, and refuses it.
  outage.refuse();
  await openPage(page, '/about');

  // The new page delivers what waits once the browser is idle, which on a
  // shared 2-core machine with both workers busy can take longer than the default wait.
  await expect(page.getByText('Submission failed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('There was a problem sending your message. Please try again.')).toBeVisible();
  await page.getByRole('link', { name: 'Get your message back' }).click();

  await expect(page).toHaveURL(/\/contact\?call=true&restore=/);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Grace Hopper');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('grace@example.com');
  await expect(page.getByText('Must be a valid email address.')).toBeVisible();
  await expect(page.getByText('Submission failed')).toBeHidden();
  // Back in the form, it is no longer kept in the outbox: nothing left to announce again.
  await expect.poll(() => countInOutbox(page, 'refused', 'enquiry')).toBe(0);
});

test.describe('a message refused after it was queued', () => {
  test.beforeEach(async ({ context }) => {
    // No analytics: their flushes would deliver the queue at moments of their own.
    await context.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.analyticsOptOut);
  });

  // One visitor, one tab, one refusal after another: each step was a test of its own.
  test('is listed on the contact page until edited back or discarded, and told in a toast that stays', async ({
    page,
  }) => {
    // Three journeys, and two accessibility checks on top.
    test.setTimeout(240_000);

    await test.step('is listed on the contact page with its text until the visitor edits it back into the form', async () => {
      await openPage(page, '/contact');
      const outage = await outageAt(page, ENQUIRIES);
      const message = `Please quote for a new website (${Date.now()})`;
      await queueEnquiry(page, message);
      await reconnectToRefusal(page, outage, 'enquiry');
      await expect(page.getByText('Submission failed')).toBeVisible();
      const unsent = page.getByRole('region', { name: 'Not sent' });
      await expect(unsent.getByText(message)).toBeVisible();
      await page
        .getByRole('alertdialog', { name: 'Submission failed' })
        .getByRole('button', { name: 'Dismiss' })
        .click();

      // Dismissed, it still waits, on this device, after a reload.
      await page.reload();
      await expect(unsent.getByRole('listitem')).toHaveCount(1);
      await expect(unsent.getByText(message)).toBeVisible();
      await expect(unsent.getByText('Must be a valid email address.')).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      expect(await violations(page)).toEqual([]);

      await unsent.getByRole('link', { name: 'Edit and send again' }).click();
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
      await expect(page.getByText('Must be a valid email address.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Not sent' })).toHaveCount(0);
      await expect.poll(() => countInOutbox(page, 'refused', 'enquiry')).toBe(0);
    });
    await page.unroute(ENQUIRIES);

    await test.step('can be discarded from the contact page, which says so', async () => {
      await openPage(page, '/contact');
      const outage = await outageAt(page, ENQUIRIES);
      await queueEnquiry(page, `Not needed after all (${Date.now()})`);
      await reconnectToRefusal(page, outage, 'enquiry');
      await page.reload();

      const unsent = page.getByRole('region', { name: 'Not sent' });
      await unsent.getByRole('button', { name: /^Discard the message of / }).click();
      await expect(unsent.getByRole('status')).toHaveText('Discarded. Nothing else waits to be sent.');
      await expect(unsent.getByRole('heading', { name: 'Not sent' })).toBeFocused();
      await expect.poll(() => countInOutbox(page, 'refused', 'enquiry')).toBe(0);
      // Nothing kept: the contact page loads no outbox on later visits.
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.outboxRefusedMark))
        .toBe('');
    });
    await page.unroute(ENQUIRIES);

    await test.step('is told in a toast that stays until the visitor dismisses it', async () => {
      await openPage(page, '/newsletter/subscribe');
      const form = page.getByRole('main');
      const outage = await outageAt(page, SUBSCRIPTIONS);
      await form.getByRole('textbox', { name: 'Email address' }).fill(`kept-${Date.now()}@example.com`);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Saved on this device')).toBeVisible();
      await reconnectToRefusal(page, outage, 'subscription');

      const toast = page.getByRole('alertdialog').filter({ hasText: 'Subscription failed' });
      await expect(toast).toBeVisible();
      // Well past the five seconds after which a plain toast closes.
      await page.waitForTimeout(7_000);
      await expect(toast).toBeVisible();
      await toast.getByRole('link', { name: 'See what was not sent' }).click();
      await expect(
        page.getByRole('region', { name: 'Not sent' }).getByText('Newsletter subscription'),
      ).toBeVisible();
      await expect(toast).toHaveCount(0);
    });
  });

  test('is told in the tab the visitor is looking at, not in a hidden one, and once', async ({ context }) => {
    const seen = await context.newPage();
    await openPage(seen, '/about');
    const hidden = await context.newPage();
    // Headless tabs are all shown: this one is made to say it is hidden, as a tab in the background would.
    await hidden.addInitScript(() => {
      let isHidden = false;
      Object.defineProperty(Document.prototype, 'visibilityState', {
        configurable: true,
        get: () => (isHidden ? 'hidden' : 'visible'),
      });
      Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => isHidden });
      (window as unknown as { setHidden(value: boolean): void }).setHidden = (value) => {
        isHidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      };
    });
    await openPage(hidden, '/contact');
    const outage = await outageAt(hidden, ENQUIRIES);
    await queueEnquiry(hidden, `Sent from a tab left behind (${Date.now()})`);

    // In the background, the tab hears the connection come back and delivers: the server refuses.
    await hidden.evaluate(() => (window as unknown as { setHidden(value: boolean): void }).setHidden(true));
    await reconnectToRefusal(hidden, outage, 'enquiry');

    await expect(seen.getByText('Submission failed')).toBeVisible();
    await expect(seen.getByRole('link', { name: 'Get your message back' })).toBeVisible();
    await hidden.evaluate(() => (window as unknown as { setHidden(value: boolean): void }).setHidden(false));
    await hidden.waitForTimeout(1_500);
    await expect(hidden.getByText('Submission failed')).toHaveCount(0);
  });
});

test.describe('refused by the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an open page tells of it at once', async ({ page, context }) => {
    // No analytics: their flush would tell of the refusal too, and this is about the worker's.
    await context.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.analyticsOptOut);
    await openPage(page, '/contact');
    await waitForServiceWorker(page);
    // The first attempt meets an outage that asks for five minutes' patience: the page waits that long.
    const answers = await answersAt(context, ENQUIRIES, unavailableForFiveMinutes);
    await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill(`Refused by the worker (${Date.now()})`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enquiry saved')).toBeVisible();

    // The worker's Background Sync delivers it instead, and the server refuses it.
    answers.switchTo(refusedAsInvalidEmail);
    await dispatchOutboxSync(context, page);

    await expect(page.getByText('Submission failed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get your message back' })).toBeVisible();
    expect(await countInOutbox(page, 'items', 'enquiry')).toBe(0);
  });
});
