import type { Page } from '@playwright/test';
import type { Api } from '../support/api';

/** Fills the enquiry form on the page with `message` and a made-up visitor. */
export async function fillEnquiry(page: Page, message: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill('Retry Visitor');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('retry@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
}

/** How many enquiries with exactly this message PocketBase holds. */
export async function countEnquiries(
  admin: { client: Api; token: string },
  message: string,
): Promise<number> {
  const found = await admin.client.get<{ totalItems: number }>(
    `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${message}"`)}`,
    admin.token,
  );
  return found.body.totalItems;
}
