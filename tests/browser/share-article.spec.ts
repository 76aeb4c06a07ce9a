import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

const ARTICLE = '/blog/paradox-of-choice-marketing';

const shareButton = (page: Page) => page.getByRole('button', { name: 'Share this article' });

const canonicalAddress = (page: Page) =>
  page.locator('link[rel="canonical"]').evaluate((link: HTMLLinkElement) => link.href);

test.describe('where the browser has a share sheet', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          Object.assign(window, { sharedData: data });
        },
      });
    });
  });

  test("an article's Share hands its title and address to the share sheet", async ({ page }) => {
    await openPage(page, ARTICLE);
    await shareButton(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData?: ShareData }).sharedData))
      .toEqual({ title: await page.title(), url: await canonicalAddress(page) });
  });
});

test.describe('where it has none', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
  });

  test("an article's Share, pressed from the keyboard, copies its address and says 'Link copied'", async ({
    page,
  }) => {
    await openPage(page, ARTICLE);
    await shareButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await canonicalAddress(page));
  });
});
