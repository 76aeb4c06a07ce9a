import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { keepAdminSession } from './admin-sign-in';
import { expect, openPage, test } from './fixtures';

// A server of this file's own, so the inbox holds exactly what the tests put in.
let server: TestServer;

test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  server = await startTestServer();
});

test.afterAll(async () => {
  await server?.stop();
});

const items = (page: Page) => page.getByRole('main').getByRole('article');

/** Three enquiries of a test's own, newest first as the inbox lists them: First, Second, Third. */
async function threeEnquiries(mark: string): Promise<string> {
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  for (const which of ['Third', 'Second', 'First']) {
    const created = await client.post(
      '/api/collections/enquiries/records',
      { name: `${which} ${mark}`, email: `${which.toLowerCase()}@example.com`, message: `About ${mark}.` },
      superuser,
    );
    expect(created.status).toBe(200);
  }
  return `${server.url}/admin/enquiries?q=${encodeURIComponent(mark)}`;
}

test('filing by keyboard leaves the keyboard where the admin can go on, on a phone and a desktop', async ({
  page,
}) => {
  // Six tests' worth of steps in one signed-in page.
  test.setTimeout(6 * 60_000);
  await keepAdminSession(page, server);
  for (const size of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    for (const [action, words] of [
      ['Archive', 'archived'],
      ['Spam', 'marked as spam'],
    ] as const) {
      await test.step(`at ${size.width} px, after ${action} the keyboard is on the next enquiry, and Undo is a Tab away`, async () => {
        const mark = `${action}${size.width}`;
        const address = await threeEnquiries(mark);
        await openPage(page, address);
        await expect(items(page)).toHaveCount(3);

        const second = items(page).nth(1);
        await second.locator('summary').focus();
        await page.keyboard.press('Enter');
        const file = second.getByRole('button', { name: action, exact: true });
        await expect(file).toBeVisible();
        await file.focus();
        await page.keyboard.press('Enter');

        // Where the enquiry was, a line says where it went, and the keyboard is on the next one.
        const filed = page.getByRole('main').getByText(`Second ${mark} ${words}.`);
        await expect(filed).toBeVisible();
        await expect(items(page)).toHaveCount(2);
        await expect(items(page).nth(1).locator('summary')).toBeFocused();
        await expect(page.locator('body')).not.toBeFocused();

        await page.keyboard.press('Shift+Tab');
        const undo = page.getByRole('main').getByRole('button', { name: 'Undo' });
        await expect(undo).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(items(page)).toHaveCount(3);
        await expect(items(page).nth(1)).toHaveAccessibleName(`Second ${mark}`);
        await expect(filed).toHaveCount(0);
        // Back as a line, with the keyboard on it.
        await expect(items(page).nth(1).locator('summary')).toBeFocused();
        await expect(items(page).nth(1).locator('details')).not.toHaveAttribute('open', '');
      });
    }

    await test.step(`at ${size.width} px, the last enquiry filed leaves the keyboard on the one before, or on Undo when none is left`, async () => {
      const mark = `Last${size.width}`;
      const address = await threeEnquiries(mark);
      await openPage(page, address);
      await expect(items(page)).toHaveCount(3);
      const third = items(page).nth(2);
      await third.locator('summary').click();
      await third.getByRole('button', { name: 'Archive' }).click();
      await expect(items(page).nth(1).locator('summary')).toBeFocused();

      await openPage(page, `${server.url}/admin/enquiries?q=${encodeURIComponent(`First ${mark}`)}`);
      await expect(items(page)).toHaveCount(1);
      await items(page).first().locator('summary').click();
      await items(page).first().getByRole('button', { name: 'Spam' }).click();
      await expect(page.getByRole('main').getByRole('button', { name: 'Undo' })).toBeFocused();
    });
  }
});
