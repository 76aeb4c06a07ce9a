import { filesFetched } from './files-fetched';
import { expect, test } from './fixtures';

test("a page fetches only the font file of the site's own words; a name typed beyond them brings the rest", async ({
  page,
}) => {
  await page.goto('/contact');
  await page.evaluate(() => document.fonts.ready);
  expect(await filesFetched(page, '.woff2')).toEqual([
    expect.stringMatching(/^\/assets\/inter-site-[\w-]+\.woff2$/),
  ]);

  // No word of the site's own has a diaeresis; a visitor's name may.
  await page.getByRole('textbox', { name: 'Name' }).fill('Zoë Brontë');
  await expect
    .poll(() => filesFetched(page, '.woff2'))
    .toEqual([
      expect.stringMatching(/inter-site-/),
      expect.stringMatching(/^\/assets\/inter-typed-[\w-]+\.woff2$/),
    ]);
});
