import { expect, test } from './fixtures';

// The not-found pages with JavaScript are checked in the sweep of every page (page-sweep.spec.ts).
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the not-found search still reaches the Journal', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('searchbox', { name: 'Search our articles' }).fill('choice');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\?q=choice$/);
  });
});
