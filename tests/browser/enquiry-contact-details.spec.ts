import type { Page } from '@playwright/test';
import type { Api } from '../support/api';
import type { TestServer } from '../support/test-server';
import { signInAsAdmin } from './admin-sign-in';
import { takeAPersonsTime } from './fill-time';
import { expect, openPage, test } from './fixtures';
import { keptMailTo } from './kept-mail';
import { goOffline, goOnline } from './outage';

// The contact form's optional phone number and company: one definition
// checks them in the island, in the form posted without JavaScript and in
// an enquiry kept offline, and the admin reads them in the enquiry, its CSV
// and the notification mail.

interface StoredEnquiry {
  id: string;
  phone: string;
  company: string;
}

async function storedEnquiry(admin: { client: Api; token: string }, message: string) {
  const found = await admin.client.get<{ items: StoredEnquiry[] }>(
    `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${message}"`)}`,
    admin.token,
  );
  return found.body.items;
}

async function fillContactForm(page: Page, name: string, message: string, phone: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Phone (optional)' }).fill(phone);
  await page.getByRole('textbox', { name: 'Company (optional)' }).fill('Analytical Engines Ltd');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
}

test('with JavaScript: a wrong number is shown at its field, a right one is stored and read by the admin', async ({
  page,
  admin,
  baseURL,
}) => {
  await openPage(page, '/contact');
  const name = `Ada Phone ${Date.now()}`;
  const message = `Please ring me about SEO (${name}).`;
  await fillContactForm(page, name, message, 'ring me');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const phone = page.getByRole('textbox', { name: 'Phone (optional)' });
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Please enter a valid phone number/);

  await phone.fill('+44 191 496 0000');
  await takeAPersonsTime(phone);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enquiry submitted')).toBeVisible();
  await expect
    .poll(() => storedEnquiry(admin, message))
    .toEqual([expect.objectContaining({ phone: '+44 191 496 0000', company: 'Analytical Engines Ltd' })]);
  const [{ id }] = (await storedEnquiry(admin, message)) as [StoredEnquiry];

  const mail = await keptMailTo('', new RegExp(`New enquiry from ${name}`));
  expect(mail.text).toContain('Phone: +44 191 496 0000');
  expect(mail.text).toContain('Company: Analytical Engines Ltd');

  const server = {
    url: baseURL!,
    admin: { email: process.env.SITE_ADMIN_EMAIL!, password: process.env.SITE_ADMIN_PASSWORD! },
  } as TestServer;
  await signInAsAdmin(page, server);
  await openPage(page, `/admin/enquiries?enquiry=${id}`);
  const enquiry = page.getByRole('main').getByRole('article');
  await expect(enquiry.getByRole('link', { name: '+44 191 496 0000' })).toHaveAttribute(
    'href',
    'tel:+441914960000',
  );
  await expect(enquiry.getByText('Analytical Engines Ltd')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong number is shown at its field with every value kept, a right one is stored', async ({
    page,
    admin,
  }) => {
    await page.goto('/contact');
    const message = `Scripts off, phone on (${Date.now()}).`;
    await fillContactForm(page, 'Grace Hopper', message, '12345');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('alert')).toContainText('Please enter a valid phone number');
    const phone = page.getByRole('textbox', { name: 'Phone (optional)' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue('12345');
    await expect(page.getByRole('textbox', { name: 'Company (optional)' })).toHaveValue(
      'Analytical Engines Ltd',
    );
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(message);

    await phone.fill('0191 496 0000');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    expect(await storedEnquiry(admin, message)).toEqual([
      expect.objectContaining({ phone: '0191 496 0000', company: 'Analytical Engines Ltd' }),
    ]);
  });
});

test('@mobile offline on a first visit: the phone and company are kept with the enquiry and stored once', async ({
  page,
  context,
  admin,
}) => {
  await page.goto('/contact');
  await page.waitForLoadState('load');
  // As a phone on a train: the line drops a moment after the page has loaded.
  await page.waitForTimeout(2_000);
  await goOffline(context);
  const message = `Kept offline with a phone number (${Date.now()}).`;
  const fields: Array<[string, string]> = [
    ['Name', 'Ada Lovelace'],
    ['Email', 'ada@example.com'],
    ['Phone (optional)', '07700 900123'],
    ['Company (optional)', 'Analytical Engines Ltd'],
    ['Message', message],
  ];
  for (const [label, value] of fields) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    await field.tap();
    await field.pressSequentially(value, { delay: 20 });
  }
  await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
  await page.getByRole('button', { name: 'Send Message' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Enquiry saved' })).toBeVisible();

  await goOnline(context);
  await expect(page.getByRole('status').filter({ hasText: 'Enquiry submitted' })).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(() => storedEnquiry(admin, message))
    .toEqual([expect.objectContaining({ phone: '07700 900123', company: 'Analytical Engines Ltd' })]);
});
