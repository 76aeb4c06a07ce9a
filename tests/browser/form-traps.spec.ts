import type { Request } from '@playwright/test';
import { expect, openPage, test } from './fixtures';
import { refusedAsSentTooQuickly } from './server-answers';
import { APP_PAGE } from './app-page';

const isEnquiryPost = (request: Request) =>
  request.method() === 'POST' && request.url().includes('/api/collections/enquiries/records');

// One visitor: the home page's form, then the footer's of a page that is an app. Each step was a test.
test('the forms keep their traps out of the way, and say so when a send is too quick', async ({ page }) => {
  await openPage(page, '/');
  const form = page.getByRole('region', { name: 'Get In Touch' });

  await test.step('the honeypot is out of reach of the keyboard and of assistive technology', async () => {
    await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);

    await form.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();

    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(honeypot).not.toBeInViewport();
  });

  await test.step('an enquiry sent faster than a person types is refused with a message and keeps its text', async () => {
    await page.route('**/api/collections/enquiries/records', refusedAsSentTooQuickly);
    await form.getByRole('textbox', { name: 'Name' }).fill('Quick Typist');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('quick@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('A message pasted in one go.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(
      page.getByText('That was sent very quickly. Please check your message and send it again.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('A message pasted in one go.');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Quick Typist');
  });

  await test.step('the footer subscription sent too quickly says so and keeps the address', async () => {
    // The footer's form is part of a page that is still an app; a page of islands links to its own page.
    await openPage(page, APP_PAGE);
    await page.route('**/api/collections/newsletter_subscriptions/records', refusedAsSentTooQuickly);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await email.fill('quick-reader@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    await expect(
      page.getByText('That was sent very quickly. Please check your email address and subscribe again.'),
    ).toBeVisible();
    await expect(email).toHaveValue('quick-reader@example.com');
  });
});

test('an enquiry queued offline carries the time taken to write it, not the time it waited', async ({
  page,
  admin,
}) => {
  await page.clock.install();
  await openPage(page, '/');
  const form = page.getByRole('region', { name: 'Get In Touch' });
  const text = `Queued while offline, delivered an hour later. (${Date.now()})`;

  await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.clock.fastForward(8_000);

  const sent: number[] = [];
  page.on('request', (request) => {
    if (isEnquiryPost(request)) sent.push((request.postDataJSON() as { form_fill_ms: number }).form_fill_ms);
  });
  let connected = false;
  await page.route('**/api/collections/enquiries/records', (route) =>
    connected ? route.fallback() : route.abort('internetdisconnected'),
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enquiry saved')).toBeVisible();

  // The connection comes back before the hour passes (its retry timer fires then); the route
  // stays and lets sends through, so no send meets a route half removed.
  connected = true;
  const delivered = page.waitForResponse((response) => isEnquiryPost(response.request()) && response.ok());
  await page.clock.fastForward('01:00:00');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await delivered;

  expect(sent.length).toBeGreaterThan(1);
  expect(sent[0]).toBeGreaterThanOrEqual(8_000);
  expect(sent[0]).toBeLessThan(60_000);
  expect(new Set(sent).size).toBe(1);
  const found = await admin.client.get<{ totalItems: number }>(
    `/api/collections/enquiries/records?filter=${encodeURIComponent(`message = "${text}"`)}`,
    admin.token,
  );
  expect(found.body.totalItems).toBe(1);
});
