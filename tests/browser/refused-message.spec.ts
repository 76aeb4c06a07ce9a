import { STORAGE_KEYS } from '@/lib/storage-keys';
import { expect, openPage, test } from './fixtures';
import { refusedAsInvalidEmail, unavailableForFiveMinutes } from './server-answers';
import { countInOutbox } from './outbox-idb';
import { dispatchOutboxSync, waitForServiceWorker } from './service-worker';

test('an enquiry refused after it was queued is announced once and its text can be taken back', async ({
  page,
}) => {
  await openPage(page, '/contact?call=true');
  await page.route('**/api/collections/enquiries/records', (route) => route.abort('internetdisconnected'));
  const message = `Could we talk about local SEO next Tuesday? (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enquiry saved')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // Later, the server answers, and refuses it.
  await page.unroute('**/api/collections/enquiries/records');
  await page.route('**/api/collections/enquiries/records', refusedAsInvalidEmail);
  await openPage(page, '/about');

  await expect(page.getByText('Submission failed')).toBeVisible();
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

test.describe('refused by the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an open page tells of it at once', async ({ page, context }) => {
    // No analytics: their flush would tell of the refusal too, and this is about the worker's.
    await context.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.analyticsOptOut);
    await openPage(page, '/contact');
    await waitForServiceWorker(page);
    // The first attempt meets an outage that asks for five minutes' patience: the page waits that long.
    await context.route('**/api/collections/enquiries/records', unavailableForFiveMinutes);
    await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill(`Refused by the worker (${Date.now()})`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enquiry saved')).toBeVisible();

    // The worker's Background Sync delivers it instead, and the server refuses it.
    await context.unroute('**/api/collections/enquiries/records');
    await context.route('**/api/collections/enquiries/records', refusedAsInvalidEmail);
    await dispatchOutboxSync(context, page);

    await expect(page.getByText('Submission failed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get your message back' })).toBeVisible();
    expect(await countInOutbox(page, 'items', 'enquiry')).toBe(0);
  });
});
