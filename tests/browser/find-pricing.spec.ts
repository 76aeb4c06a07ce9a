import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

// Pricing is in the header on a wide screen and in the bottom bar on a phone, and where a visitor looks next.
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

/** Each way in, from a page load of its own: one visitor following them one after another. */
async function followEveryWayIn(page: Page) {
  for (const { from, via, link, within } of journeys) {
    await test.step(`the pricing page is reached from ${via}`, async () => {
      await openPage(page, from);
      await page.getByRole(within).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Focus Growth' })).toBeVisible();
    });
  }
}

async function followTheHeader(page: Page, width: number) {
  await test.step(`${width}px: the header links to the pricing page, on one line with the others`, async () => {
    await openPage(page, '/about');
    const header = page.getByRole('banner');
    const pricing = header.getByRole('link', { name: 'Pricing', exact: true });
    const insights = header.getByRole('link', { name: 'Insights', exact: true });
    const [pricingBox, insightsBox] = [await pricing.boundingBox(), await insights.boundingBox()];
    expect(Math.abs(pricingBox!.y - insightsBox!.y)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await pricing.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(pricing).toHaveAttribute('aria-current', 'page');
  });
}

test.describe('1280px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the pricing page is reached from the header, the footer, the services list and a service page', async ({
    page,
  }) => {
    await followTheHeader(page, 1280);
    await followEveryWayIn(page);
    // A narrower window, from a page load of its own at that width.
    await page.setViewportSize({ width: 768, height: 800 });
    await followTheHeader(page, 768);
  });
});

test.describe('390px @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the pricing page is reached from the bottom bar, the menu, the footer, the services list and a service page', async ({
    page,
  }) => {
    await test.step('the bottom bar links to the pricing page, each of its six links a full tap target', async () => {
      await openPage(page, '/about');
      const bar = page.getByRole('navigation', { name: 'Quick links' });
      const links = bar.getByRole('link');
      await expect(links).toHaveCount(6);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await bar.getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(bar.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('the pricing page is reached from the full-screen menu', async () => {
      await openPage(page, '/');
      await page.getByLabel('Open menu').click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('link', { name: /^Pricing\s*Packages and what they include/ })
        .click();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(page.getByRole('article', { name: 'Focus Growth' })).toBeVisible();
    });

    await followEveryWayIn(page);
  });
});
