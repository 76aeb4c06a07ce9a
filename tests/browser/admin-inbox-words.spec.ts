import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { keepAdminSession } from './admin-sign-in';
import { expect, openPage, test } from './fixtures';

// The owner's words and files, on a phone and a desktop alike: a new
// enquiry is an "enquiry" in the toast, the bell and the tab, and the CSV
// opens in a UK spreadsheet with its dates in UK time and its pounds intact.
let server: TestServer;
let superuser: string;

test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  server = await startTestServer();
  superuser = await api(server.url).signIn('_superusers', server.admin.email, server.admin.password);
});

test.afterAll(async () => {
  await server?.stop();
});

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Stores an enquiry as the server does; its id and when it was received. */
async function addEnquiry(
  name: string,
  fields: Record<string, string> = {},
): Promise<{ id: string; created: Date }> {
  const created = await api(server.url).post(
    '/api/collections/enquiries/records',
    {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      message: 'We would like a quote for local SEO, please.',
      service: 'seo',
      ...fields,
    },
    superuser,
  );
  expect(created.status).toBe(200);
  return { id: String(created.body.id), created: new Date(String(created.body.created).replace(' ', 'T')) };
}

/** "07/12/2026 10:45": a moment as the agency's UK spreadsheet shows it. */
function ukDateTime(moment: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(moment)
    .replace(',', '');
}

async function openInbox(page: Page, query = ''): Promise<void> {
  await openPage(page, `${server.url}/admin/enquiries${query}`);
  await expect(page.getByRole('button', { name: /^New enquiries/ })).toBeVisible();
}

test("the owner's words and files, on a phone and a desktop", async ({ page }) => {
  // Four tests' worth of steps in one signed-in page.
  test.setTimeout(4 * 60_000);
  await keepAdminSession(page, server);
  for (const size of SIZES) {
    await page.setViewportSize(size);

    await test.step(`at ${size.width} px, a new enquiry is an enquiry in the toast, the bell and the tab`, async () => {
      await openInbox(page);
      const name = `Words ${size.width}`;
      await addEnquiry(name);

      const toast = page.getByRole('alertdialog').filter({ hasText: name });
      await expect(toast).toContainText('New Enquiry Received!');
      await expect(page.getByRole('button', { name: /^New enquiries, \d+ unread$/ })).toBeVisible();
      await expect(page).toHaveTitle(/^\(\d+\) /);
      await expect(page.getByText(/inquir/i)).toHaveCount(0);
    });

    await test.step(`at ${size.width} px, the CSV has a byte-order mark, UK times and the note's pounds`, async () => {
      const name = `Csv ${size.width}`;
      const { id, created } = await addEnquiry(name, { topic: 'waitlist' });
      const noted = await api(server.url).patch(
        `/api/collections/enquiries/records/${id}`,
        { note: 'Budget about £1,500 a month.' },
        superuser,
      );
      expect(noted.status).toBe(200);

      await openInbox(page, `?q=${encodeURIComponent(name)}`);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const text = await readFile((await (await download).path())!, 'utf8');

      expect(text.startsWith('\uFEFF')).toBe(true);
      const [, row] = text.slice(1).trim().split('\r\n');
      const start = `${ukDateTime(created)},${name},`;
      expect(row?.slice(0, start.length)).toBe(start);
      expect(row).toContain('Budget about £1,500 a month.');
    });
  }
});
