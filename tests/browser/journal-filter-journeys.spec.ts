import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { categoriesOf, topTags } from '@/features/blog/filter-posts';
import { readFrontMatter, splitFrontMatter } from '@/tools/markdown/front-matter';
import { violations } from './axe';
import { expect, openPage, test } from './fixtures';

/** The Journal's articles as their front matter describes them (the app's index needs Vite). */
const postsFolder = new URL('../../src/content/posts/', import.meta.url);
const postIndex = readdirSync(postsFolder)
  .filter((file) => file.endsWith('.md'))
  .map((file) => readFrontMatter(splitFrontMatter(readFileSync(new URL(file, postsFolder), 'utf8')).data));

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: /article/ });
const categoryChip = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Categories' }).getByRole('radio', { name, exact: true });
const tagChip = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Tags' }).getByRole('button', { name, exact: true });

/** A category and a tag of the panel that no article has together. */
function emptyPair(): { category: string; tag: string } {
  for (const category of categoriesOf(postIndex)) {
    const carried = new Set(
      postIndex.filter((post) => post.category === category).flatMap((post) => post.tags),
    );
    const tag = topTags(postIndex).find((candidate) => !carried.has(candidate));
    if (tag) return { category, tag };
  }
  throw new Error('Every category carries every tag: nothing to test.');
}

for (const viewport of [
  { tag: '', width: 1280, height: 800 },
  { tag: ' @mobile', width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px${viewport.tag}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(async ({ page }) =>
      page.addInitScript(() => localStorage.setItem('newsletter-popup-shown', 'true')),
    );

    // One visitor at each width, on one visit to the Journal: each step leaves the filters as it found them.
    test('the filters say what they find, which choices are left and how to see every article again', async ({
      page,
    }) => {
      await openPage(page, '/blog');

      await test.step('a category offers only the tags its articles carry, and says why', async () => {
        const { category, tag } = emptyPair();
        await categoryChip(page, category).click();
        await expect(tagChip(page, tag)).toBeDisabled();
        await expect(
          page.getByText('Crossed-out choices have no articles with the filters you picked.'),
        ).toBeVisible();

        await categoryChip(page, category).click();
        await expect(tagChip(page, tag)).toBeEnabled();
        await tagChip(page, tag).click();
        await expect(categoryChip(page, category)).toBeDisabled();

        await tagChip(page, tag).click();
        await expect(cards(page)).toHaveCount(postIndex.length);
      });

      await test.step('the count shows beside the chips, so a tapped chip visibly changes it', async () => {
        const panel = page.getByRole('radiogroup', { name: 'Categories' });
        await panel.scrollIntoViewIfNeeded();
        const lastTag = topTags(postIndex).at(-1)!;
        await tagChip(page, lastTag).click();
        const matching = postIndex.filter((post) => post.tags.includes(lastTag)).length;
        await expect(countLine(page)).toHaveText(
          `Found ${matching} ${matching === 1 ? 'article' : 'articles'}`,
        );
        await expect(countLine(page)).toBeInViewport();
        await expect(tagChip(page, lastTag)).toBeInViewport();

        // The chips and the count fit in about a third of the screen, even on a phone.
        const top = (await panel.boundingBox())!.y;
        const bottom = (await countLine(page).boundingBox())!;
        expect(bottom.y + bottom.height - top).toBeLessThan(viewport.height / 3);
        expect(await violations(page)).toEqual([]);

        await tagChip(page, lastTag).click();
        await expect(cards(page)).toHaveCount(postIndex.length);
      });

      await test.step('a search that finds nothing says so once and offers every article again', async () => {
        await page.getByRole('searchbox', { name: 'Search articles' }).fill('quantum knitting');
        await page.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
        await expect(countLine(page)).toHaveText('No articles found with current filters');
        await expect(page.getByText(/No blog posts available/)).toHaveCount(0);
        await expect(cards(page)).toHaveCount(0);

        await page.getByRole('button', { name: 'Show All Articles' }).click();
        await expect(cards(page)).toHaveCount(postIndex.length);
        await expect(page).toHaveURL(/\/blog$/);
        await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
      });
    });
  });
}
