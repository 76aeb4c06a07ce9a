import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The font files the page has fetched so far. */
async function fontsFetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.woff2')),
  );
}

test("a page fetches only the font file of the site's own words; a name typed beyond them brings the rest", async ({
  page,
}) => {
  await page.goto('/contact');
  await page.evaluate(() => document.fonts.ready);
  expect(await fontsFetched(page)).toEqual([expect.stringMatching(/^\/assets\/inter-site-[\w-]+\.woff2$/)]);

  // No word of the site's own has a diaeresis; a visitor's name may, and the field shows it in the text font.
  await page.getByRole('textbox', { name: 'Name' }).fill('Zoë Brontë');
  await expect
    .poll(() => fontsFetched(page))
    .toEqual([
      expect.stringMatching(/inter-site-/),
      expect.stringMatching(/^\/assets\/inter-typed-[\w-]+\.woff2$/),
    ]);
});
