import { test as base, expect, type Page } from '@playwright/test';
import { api, type Api } from '../support/api';

export interface PageProblems {
  /** Console errors and uncaught exceptions, minus the expected 404 logs. */
  errors: string[];
  hydration: string[];
}

/** Opens a path and waits until React has made the page live. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

export const test = base.extend<{ problems: PageProblems; admin: { client: Api; token: string } }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [], hydration: [] };
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (/hydrat|did not match|server rendered|Minified React error #(418|419|422|423|425)/i.test(text))
        problems.hydration.push(text);
      else if (!/status of 404|non-existent route/.test(text)) problems.errors.push(text);
    });
    page.on('pageerror', (error) => problems.errors.push(error.message));
    await use(problems);
  },
  admin: async ({ baseURL }, use) => {
    const client = api(baseURL!);
    const token = await client.signIn(
      'users',
      process.env.SITE_ADMIN_EMAIL!,
      process.env.SITE_ADMIN_PASSWORD!,
    );
    await use({ client, token });
  },
});

export { expect };
