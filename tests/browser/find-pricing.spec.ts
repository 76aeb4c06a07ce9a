import { expect, openPage, test } from './fixtures';

// The header has no Pricing link, so Pricing is reached from where a visitor looks next.
const journeys = [
  { from: '/about', via: 'the footer', link: 'Pricing', within: 'contentinfo' as const },
  { from: '/services', via: 'the services list', link: 'See our pricing packages', within: 'main' as const },
  {
    from: '/services/seo',
    via: 'a service page',
    link: 'Compare our pricing packages',
    within: 'main' as const,
  },
];

for (const { from, via, link, within } of journeys) {
  for (const viewport of [
    { tag: '', width: 1280, height: 800 },
    { tag: ' @mobile', width: 390, height: 844 },
  ]) {
    test.describe(`${viewport.width}px${viewport.tag}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });

      test(`the pricing page is reached from ${via}`, async ({ page }) => {
        await openPage(page, from);
        await page.getByRole(within).getByRole('link', { name: link, exact: true }).click();
        await expect(page).toHaveURL(/\/pricing$/);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('article', { name: 'Focus Growth' })).toBeVisible();
      });
    });
  }
}

test.describe('390px @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the pricing page is reached from the full-screen menu', async ({ page }) => {
    await openPage(page, '/');
    await page.getByLabel('Open menu').click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: /^Pricing\s*Packages and what they include/ })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('article', { name: 'Focus Growth' })).toBeVisible();
  });
});
