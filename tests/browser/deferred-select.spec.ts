import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

/** Idle callbacks never run, so only the visitor's own actions load the drop-down's code. */
async function holdIdleWork(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/aria-select-[\w-]+\.js$/.test(request.url())) loaded.push(request.url());
  });
  return loaded;
}

test.describe('a drop-down list before its code has loaded', () => {
  test('the first load carries no drop-down code, and the keyboard opens it at once', async ({
    page,
    problems,
  }) => {
    const loaded = await holdIdleWork(page);
    await openPage(page, '/contact?service=seo');
    const form = page.getByRole('region', { name: 'Send us a message' });
    const select = form.getByRole('button', { name: /Service/ });
    await expect(select).toContainText('SEO');
    await page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);

    // The field before the select.
    await form.getByRole('textbox', { name: 'Company (optional)' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(loaded).toHaveLength(1);
    await page.getByRole('option', { name: 'Branding' }).press('Enter');
    await expect(select).toContainText('Branding');
    await expect(select).toBeFocused();
    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('a click before the code has loaded opens the list', async ({ page }) => {
    await holdIdleWork(page);
    await openPage(page, '/business-examples');
    await page.getByRole('button', { name: /Industry/ }).click();
    await page.getByRole('option', { name: 'Retail', exact: true }).click();
    await expect(page.getByRole('button', { name: /Industry/ })).toContainText('Retail');
  });
});
