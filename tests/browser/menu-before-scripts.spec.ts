import type { Page } from '@playwright/test';
import { appLive, expect, test } from './fixtures';
import { holdScript } from './held-script';

const SCRIPTS = '**/*.js';

async function walkMenuAsHtml(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeHidden();
  await page.getByLabel('Open menu').click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveCount(7);
  await menu.getByRole('link', { name: /^About/ }).click();
  await expect(page).toHaveURL(/\/about$/);
}

test.describe('the menu before the scripts arrive @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the menu opens as plain HTML and its links work', async ({ page }) => {
      await page.goto('/services');
      await walkMenuAsHtml(page);
    });
  });

  test('with the scripts blocked, the menu opens and the accessibility button says it is not ready', async ({
    page,
  }) => {
    await page.route(SCRIPTS, (route) => route.abort());
    await page.goto('/pricing');
    await expect(page.getByRole('button', { name: 'Accessibility settings' })).toBeDisabled();
    await walkMenuAsHtml(page);
  });

  test('a menu opened while the scripts are delayed carries on as the dialog once they run', async ({
    page,
  }) => {
    const scripts = await holdScript(page, SCRIPTS);
    // Module scripts hold back DOMContentLoaded, so wait only for the HTML.
    await page.goto('/services', { waitUntil: 'commit' });
    await page.getByLabel('Open menu').click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();

    await scripts.release();
    await appLive(page);
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  });
});
