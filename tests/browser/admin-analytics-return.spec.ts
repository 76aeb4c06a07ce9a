import { startTestServer, type TestServer } from '../support/test-server';
import { keepAdminSession } from './admin-sign-in';
import { expect, openPage, test } from './fixtures';

// A server of this file's own: an admin of its own, and nothing the other files count.
let server: TestServer;

test.describe.configure({ timeout: 90_000 });
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  server = await startTestServer();
});

test.afterAll(async () => {
  await server?.stop();
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width} px, closing the dashboard returns to the inbox it was opened from, its filters kept`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await keepAdminSession(page, server);
    const inbox = `${server.url}/admin/enquiries?state=spam&topic=waitlist`;
    await openPage(page, inbox);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Analytics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Analytics Dashboard' });
    await expect(dialog.getByRole('radio', { name: '7d' })).toBeChecked();
    // A period chosen in the dashboard is a step of its own, and still closes back to the inbox.
    await dialog.getByRole('radio', { name: '30d' }).click();
    await expect(page).toHaveURL(/\/admin\/analytics\?period=30d/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(inbox);
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    if (size.width < 768) await page.getByRole('button', { name: 'Filter (2)' }).click();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('spam');
    await expect(page.getByRole('combobox', { name: 'Asking for' })).toHaveValue('waitlist');
  });

  test(`at ${size.width} px, the header's dashboard icon closes back to the subscribers' view, after a reload too`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await keepAdminSession(page, server);
    const subscribers = `${server.url}/admin/subscribers?state=pending`;
    await openPage(page, subscribers);
    await page.getByRole('link', { name: 'Analytics dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Analytics Dashboard' });
    await expect(dialog.getByRole('radio', { name: '7d' })).toBeChecked();
    await page.reload();
    await expect(dialog.getByRole('radio', { name: '7d' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(subscribers);
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('pending');
  });

  test(`at ${size.width} px, the dashboard opened from a bookmark closes to the admin's inbox, not the public home page`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await keepAdminSession(page, server);
    await openPage(page, `${server.url}/admin/analytics?period=24h`);
    const dialog = page.getByRole('dialog', { name: 'Analytics Dashboard' });
    await expect(dialog.getByRole('radio', { name: '24h' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(`${server.url}/admin/enquiries`);
  });
}
