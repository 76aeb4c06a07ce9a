import type { BrowserContext, Page } from '@playwright/test';
import type { Api } from '../support/api';
import { takeAPersonsTime } from './fill-time';
import { expect, openPage, test } from './fixtures';
import { waitForServiceWorker } from './service-worker';

const SENT = 'Your message to Clear North has been sent';

async function writeEnquiry(page: Page, message: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill('Train Visitor');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('train@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
  await page.getByRole('button', { name: 'Send Message' }).click();
}

async function stored(admin: { client: Api; token: string }, message: string): Promise<number> {
  const found = await admin.client.get<{ totalItems: number }>(
    `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${message}"`)}`,
    admin.token,
  );
  return found.body.totalItems;
}

/** A true outage: the page and the worker's own requests. */
async function outage(context: BrowserContext, on: boolean): Promise<void> {
  if (on) {
    await context.setOffline(true);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
  } else {
    await context.unroute('**/*');
    await context.setOffline(false);
  }
}

for (const viewport of [
  { tag: '', width: 1280, height: 800 },
  { tag: ' @mobile', width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px${viewport.tag}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, serviceWorkers: 'allow' });

    // One visitor on the contact page: first on a slow line, then offline. Each step was a test of its own.
    test('the contact form says once that a message has been sent, on a slow line and when it goes out after an outage', async ({
      page,
      context,
      admin,
    }) => {
      await openPage(page, '/contact');

      await test.step('on a slow line the form says Sending... and nothing else says waiting', async () => {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let held = false;
        await page.route('**/api/collections/enquiries/records', async (route) => {
          held = true;
          await released;
          await route.continue();
        });
        const message = `A slow line from Hexham (${Date.now()})`;
        await writeEnquiry(page, message);
        await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
        await expect.poll(() => held).toBe(true);
        await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);

        release();
        await expect(page.getByText('Enquiry submitted')).toBeVisible();
        await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
        // Sent while the visitor watched: the form said so, no second 'sent' notice.
        await expect(page.getByText(SENT)).toHaveCount(0);
        await expect.poll(() => stored(admin, message)).toBe(1);
        await page.unroute('**/api/collections/enquiries/records');
      });

      await test.step('a message saved offline says once that it has been sent, when it goes out', async () => {
        // The worker serves the code the form loads when it is used, as after any real first visit: a page
        // of its own, whose form's code has not come yet.
        await waitForServiceWorker(page);
        await openPage(page, '/contact');
        await outage(context, true);
        const message = `Written on the Metro under the Tyne (${Date.now()})`;
        await writeEnquiry(page, message);
        await expect(page.getByText('Enquiry saved')).toBeVisible();
        await expect(
          page.getByRole('status').filter({ hasText: '1 message is waiting to be sent' }),
        ).toBeVisible();
        await expect(page.getByText(SENT)).toHaveCount(0);

        await outage(context, false);
        await expect(page.getByText(SENT)).toBeVisible();
        await expect(page.getByText(SENT)).toHaveCount(1);
        await expect(page.getByRole('status').filter({ hasText: 'waiting to be sent' })).toHaveCount(0);
        await expect.poll(() => stored(admin, message)).toBe(1);
      });
    });
  });
}
