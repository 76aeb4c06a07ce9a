import { appLive, expect, openPage, test } from './fixtures';

for (const viewport of [
  { tag: '', width: 1280, height: 800 },
  { tag: ' @mobile', width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px${viewport.tag}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the not-found page searches the articles and links to the main sections', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await appLive(page);
      const sections = page.getByRole('navigation', { name: 'Main sections' });
      await expect(sections.getByRole('link')).toHaveText([
        'Services',
        'Pricing',
        'Insights, the Journal',
        'Education',
        'About',
        'Contact',
      ]);

      await page.getByRole('searchbox', { name: 'Search our articles' }).fill('minimalism');
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/blog\?q=minimalism$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');
      await expect(page.getByRole('searchbox').first()).toHaveValue('minimalism');
    });

    test('the not-found pages fit the screen, their search button in view', async ({ page }) => {
      for (const path of ['/no-such-page', '/services/no-such-service']) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(
          viewport.width,
        );
        await expect(page.getByRole('search').getByRole('button', { name: 'Search' })).toBeInViewport({
          ratio: 1,
        });
      }
    });

    test('a mistyped service URL goes on to the service it meant', async ({ page }) => {
      await page.goto('/services/web-funnels');
      await expect(page).toHaveURL(/\/services\/web-funnel$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Web Funnels/);
    });

    test("the 'Article not found' toast says where the visitor is going", async ({ page }) => {
      await openPage(page, '/blog/no-such-article');
      const toast = page.getByRole('alertdialog', { name: 'Article not found' });
      await expect(toast).toContainText('It may have moved. Here are all our articles.');
      await expect(page).toHaveURL(/\/blog$/);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the not-found search still reaches the Journal', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('searchbox', { name: 'Search our articles' }).fill('choice');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/blog\?q=choice$/);
  });
});
