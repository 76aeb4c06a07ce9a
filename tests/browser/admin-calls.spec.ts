import { newRecordId } from '@/lib/record-id';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInAsAdmin } from './admin-sign-in';
import { violations } from './axe';
import { expect, test } from './fixtures';

// A server of this file's own, so the admin's lists hold exactly the calls booked here.
let server: TestServer;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  server = await startTestServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.use({ serviceWorkers: 'block' });

async function bookACall(name: string): Promise<string> {
  const client = api(server.url);
  const free = await client.get<{ slots: Array<{ start: string }> }>('/api/booking/slots');
  const slot = free.body.slots[0]!.start;
  const booked = await client.post('/api/collections/bookings/records', {
    id: newRecordId(),
    name,
    email: `${newRecordId()}@example.com`,
    slot,
    message: 'Our shop needs more local customers.',
    form_fill_ms: 4_000,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return slot;
}

test('a call booked while the admin watches arrives live in the inbox and in Upcoming calls, and is cancelled with a message its inbox entry shows', async ({
  page,
}) => {
  await signInAsAdmin(page, server);
  await page.goto(`${server.url}/admin/enquiries`);
  const calls = page.getByRole('region', { name: 'Upcoming calls' });
  await expect(calls.getByText('No calls are booked.')).toBeVisible({ timeout: 30_000 });
  const bell = page.getByRole('button', { name: /^New enquiries/ });
  await expect(bell).toHaveAttribute('data-connection', 'live');

  await bookACall('Grace Hopper');

  await expect(bell).toHaveAccessibleName('New enquiries, 1 unread', { timeout: 15_000 });
  const call = calls.getByRole('listitem').filter({ hasText: 'Grace Hopper' });
  await expect(call).toBeVisible({ timeout: 15_000 });
  await expect(call).toContainText(/\w+day \d+ \w+ \d{4}, \d\d:\d\d to \d\d:\d\d (GMT|BST)/);
  const entry = page.getByRole('main').getByRole('article').filter({ hasText: 'Discovery call booked for' });
  await expect(entry).toHaveCount(1, { timeout: 15_000 });
  await expect(entry).not.toContainText('Call cancelled');

  await call.getByRole('button', { name: 'Cancel call' }).click();
  await call.getByRole('textbox', { name: 'Message to Grace Hopper' }).fill('Sorry, I am unwell that day.');
  expect(await violations(page)).toEqual([]);
  await call.getByRole('button', { name: 'Cancel the call' }).click();
  await expect(page.getByText('Call cancelled', { exact: true })).toBeVisible();
  await expect(calls.getByText('No calls are booked.')).toBeVisible({ timeout: 15_000 });

  // The call's inbox entry says so as it happens, and opened, gives the message the visitor was sent.
  await expect(entry.locator('summary')).toContainText('Call cancelled.', { timeout: 15_000 });
  await entry.locator('summary').click();
  await expect(entry.getByRole('definition').filter({ hasText: 'Cancelled by the agency' })).toHaveText(
    'Cancelled by the agency. Message to Grace Hopper: Sorry, I am unwell that day.',
  );
  expect(await violations(page)).toEqual([]);

  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const mails = await client.get<{ totalItems: number }>(
    `/api/collections/mail_queue/records?filter=${encodeURIComponent('kind="booking_cancelled"')}`,
    superuser,
  );
  expect(mails.body.totalItems).toBe(2);
});
