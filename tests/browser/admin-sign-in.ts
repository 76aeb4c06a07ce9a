import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/lib/storage-keys';
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

/**
 * Signs the admin in before the page loads, as a session kept from an earlier
 * visit is (the SDK's stored auth): for tests about what the admin sees once
 * signed in, not about signing in.
 */
export async function keepAdminSession(page: Page, server: Pick<TestServer, 'url' | 'admin'>): Promise<void> {
  const response = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: server.admin.email, password: server.admin.password }),
  });
  expect(response.status).toBe(200);
  const stored = JSON.stringify(await response.json());
  await page.addInitScript(({ key, auth }) => localStorage.setItem(key, auth), {
    key: STORAGE_KEYS.pocketBaseAuth,
    auth: stored,
  });
}
