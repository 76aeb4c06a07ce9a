import { filesFetched } from './files-fetched';
import { expect, openPage, test } from './fixtures';

test("a page fetches only the font file of the site's words and bullets; a name typed beyond them brings the rest", async ({
  page,
}) => {
  // Live and scrolled to its end, so the check covers what the app adds (its selects' native twins) and the
  // bullets of the lists there.
  await openPage(page, '/contact');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => new Promise(requestAnimationFrame));
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
