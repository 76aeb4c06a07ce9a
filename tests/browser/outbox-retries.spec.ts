import { STORAGE_KEYS } from '@/lib/storage-keys';
import { countEnquiries, fillEnquiry } from './enquiries';
import { takeAPersonsTime } from './fill-time';
import { expect, openPage, test } from './fixtures';

test.describe('with analytics switched off', () => {
  test.beforeEach(async ({ context }) => {
    // No analytics event may trigger a flush: the retry must come from the outbox's own timer.
    await context.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.analyticsOptOut);
  });

  test('an enquiry that met an outage is retried by itself and delivered once', async ({ page, admin }) => {
    const answers: number[] = [];
    await page.route('**/api/collections/enquiries/records', async (route) => {
      if (answers.length === 0) {
        answers.push(503);
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down."}' });
        return;
      }
      const response = await route.fetch();
      answers.push(response.status());
      await route.fulfill({ response });
    });
    await openPage(page, '/contact');
    const message = `Retried without any other trigger (${Date.now()})`;
    await fillEnquiry(page, message);
    await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enquiry saved')).toBeVisible();

    // The first backoff is 1–2 s; nothing else happens on the page meanwhile.
    await expect.poll(() => countEnquiries(admin, message), { timeout: 15_000 }).toBe(1);
    // The record can be read before the route's fetch has handed the test its answer.
    await expect.poll(() => answers).toEqual([503, 200]);
  });
});
