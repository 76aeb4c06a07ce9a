import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The site-wide way to the assistant, in every page's footer. */
const TRIGGER_NAME = 'Ask our assistant';

const trigger = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: TRIGGER_NAME });

/** Every page the sitemap lists, as a path. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test.describe('the way to the assistant on every page', () => {
  test('every page in the sitemap has one chat trigger in its footer, and only Pricing has another', async ({
    browser,
    baseURL,
  }) => {
    // Read as served: no script adds or takes away a trigger.
    const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
    const page = await context.newPage();
    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      await page.goto(path);
      const marked = page.locator('[data-chat-trigger]');
      await expect(page.getByRole('contentinfo').locator('[data-chat-trigger]'), path).toHaveCount(1);
      await expect(trigger(page), path).toHaveAttribute('href', '/contact');
      const names = await marked.evaluateAll((links) => links.map((link) => link.textContent?.trim()));
      expect(names, path).toEqual(path === '/pricing' ? ['Quick Chat', TRIGGER_NAME] : [TRIGGER_NAME]);
    }
    await context.close();
  });

  test('without JavaScript the trigger leads to the contact page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/services/seo');
    await trigger(page).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in touch.');
    await context.close();
  });
});
