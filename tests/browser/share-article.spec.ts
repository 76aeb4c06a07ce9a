import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

const ARTICLE = '/blog/paradox-of-choice-marketing';

const shareButton = (page: Page) => page.getByRole('button', { name: 'Share this article' });

const canonicalAddress = (page: Page) =>
  page.locator('link[rel="canonical"]').evaluate((link: HTMLLinkElement) => link.href);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// One article open: Share asks the browser for its share sheet at each press (src/lib/share-buttons.ts),
// so the sheet is taken away between the two presses rather than between two visits.
test("an article's Share uses the share sheet where there is one, and copies the address where there is none", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        Object.assign(window, { sharedData: data });
      },
    });
  });
  await openPage(page, ARTICLE);

  await test.step("where the browser has a share sheet, an article's Share hands its title and address to it", async () => {
    await shareButton(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData?: ShareData }).sharedData))
      .toEqual({ title: await page.title(), url: await canonicalAddress(page) });
  });

  await test.step("where it has none, an article's Share, pressed from the keyboard, copies its address and says 'Link copied'", async () => {
    await page.evaluate(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
    await shareButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await canonicalAddress(page));
  });
});
