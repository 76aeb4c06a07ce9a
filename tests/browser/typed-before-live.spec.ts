import type { Page } from '@playwright/test';
import type { countEnquiries } from './enquiries';
import { expect, test } from './fixtures';

/** A brisk typist: 60 ms a key, from the moment the field has focus. */
const KEY_DELAY_MS = 60;

async function typeEnquiry(page: Page, name: string, message: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).pressSequentially(name, { delay: KEY_DELAY_MS });
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.click();
  await email.pressSequentially('grace@example.com', { delay: KEY_DELAY_MS });
  const body = page.getByRole('textbox', { name: 'Message' });
  await body.click();
  await body.pressSequentially(message, { delay: KEY_DELAY_MS });
}

async function storedNames(admin: Parameters<typeof countEnquiries>[0], message: string): Promise<string[]> {
  const found = await admin.client.get<{ items: Array<{ name: string }> }>(
    `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${message}"`)}`,
    admin.token,
  );
  return found.body.items.map((item) => item.name);
}

// A first visit, typing as soon as the page shows: the app wakes while the
// visitor types, and neither a character nor the send is lost, nor is a
// brisk person taken for a program (production's minimum fill time is on).
for (const focusBy of ['a click', 'the keyboard'] as const) {
  test(`/contact: a name typed at once, the field focused by ${focusBy}, is kept and stored as typed`, async ({
    page,
    admin,
  }) => {
    await page.goto('/contact');
    const name = page.getByRole('textbox', { name: 'Name' });
    if (focusBy === 'a click') await name.click();
    else await name.focus();
    const message = `Please look at our local SEO (${Date.now()}).`;
    await typeEnquiry(page, 'Grace Brewster Hopper', message);
    await expect(name).toHaveValue('Grace Brewster Hopper');

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enquiry submitted').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('That was sent very quickly')).toHaveCount(0);
    await expect.poll(() => storedNames(admin, message)).toEqual(['Grace Brewster Hopper']);
  });
}

test('/blog: a search typed at once is kept whole and finds its article', async ({ page }) => {
  await page.goto('/blog');
  const search = page.getByRole('searchbox', { name: /search/i });
  await search.click();
  await search.pressSequentially('paradox of choice', { delay: KEY_DELAY_MS });
  // The Journal is a page of islands: the list with its search wakes as the search is first used.
  await expect(page.locator('[data-island="journal-listing"][data-island-live]')).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(search).toHaveValue('paradox of choice');
  await expect(page.getByRole('heading', { name: /paradox of choice/i }).first()).toBeVisible();
});

test('/contact?call=true: a name typed while the page reads its address is kept, and the call is booked', async ({
  page,
  admin,
}) => {
  await page.goto('/contact?call=true');
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.click();
  await name.pressSequentially('Ada Lovelace', { delay: KEY_DELAY_MS });
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.click();
  await email.pressSequentially('ada@example.com', { delay: KEY_DELAY_MS });
  const body = page.getByRole('textbox', { name: 'Message' });
  await expect(body).toHaveValue(/^I'd like to book a 15-minute discovery call\. Good times for me: $/);
  const times = `Tuesday after three (${Date.now()})`;
  await body.focus();
  await body.press('End');
  await body.pressSequentially(times, { delay: KEY_DELAY_MS });
  await expect(name).toHaveValue('Ada Lovelace');

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enquiry submitted').first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => {
      const found = await admin.client.get<{ items: Array<{ name: string; topic: string }> }>(
        `/api/collections/enquiries/records?filter=${encodeURIComponent(`message~"${times}"`)}`,
        admin.token,
      );
      return found.body.items.map(({ name: stored, topic }) => `${stored}: ${topic}`);
    })
    .toEqual(['Ada Lovelace: discovery_call']);
});
