import type { Page } from '@playwright/test';
import type { TestServer } from '../support/test-server';
import { expect, openPage } from './fixtures';

/** Signs the admin in through the header's Admin Login dialog, on a server of the spec's own. */
export async function signInAsAdmin(page: Page, server: TestServer): Promise<void> {
  await openPage(page, `${server.url}/`);
  await page.getByRole('button', { name: 'Admin login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(server.admin.email);
  await dialog.getByLabel('Password', { exact: true }).fill(server.admin.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: /^New enquiries/ })).toBeVisible();
}
