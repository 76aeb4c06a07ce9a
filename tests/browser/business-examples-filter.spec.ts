import type { Page } from '@playwright/test';
import { caseStudies } from '@/content/case-studies';
import { matchCaseStudies, NO_FILTERS } from '@/features/case-studies/match-case-studies';
import { expectClearOfTheBars } from './clear-of-the-bars';
import { expect, openPage, test } from './fixtures';

const countFor = (filters: Partial<typeof NO_FILTERS>) =>
  matchCaseStudies(caseStudies, { ...NO_FILTERS, ...filters }).length;

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const results = (page: Page) =>
  page.getByRole('region', { name: /^(Found|No Matching)/ }).getByRole('heading', { level: 3 });

for (const viewport of [
  { tag: '', width: 1280, height: 800 },
  { tag: ' @mobile', width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px${viewport.tag}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // One visitor at each width: the filters from the page as served, then from an address with one already chosen.
    test('a changed filter applies at once, and an empty result offers a way back to every example', async ({
      page,
    }) => {
      await test.step('a changed filter applies at once, so the count always describes the selects', async () => {
        await openPage(page, '/business-examples');
        await expect(page.getByRole('heading', { name: 'Found 15 Examples' })).toBeVisible();

        await choose(page, /Industry/, 'Technology');
        const technology = countFor({ industry: 'Technology' });
        await expect(page.getByRole('heading', { name: `Found ${technology} Examples` })).toBeAttached();
        await expect(results(page)).toHaveCount(technology);
        await expect(page).toHaveURL(/\?industry=Technology$/);

        // 'Search Examples' has nothing left to apply: it takes the visitor to the results.
        await page.getByRole('button', { name: 'Search Examples' }).click();
        const count = page.getByRole('heading', { name: `Found ${technology} Examples` });
        await expect(count).toBeFocused();
        // The count and the first example's title in the open, not under the header or the bottom navigation.
        await expectClearOfTheBars(page, count);
        await expectClearOfTheBars(page, results(page).first());
      });

      await test.step('an empty result offers a way back to every example', async () => {
        // Every value offered finds an example; two together may not.
        expect(countFor({ type: 'B2B', industry: 'Finance' })).toBe(0);
        await openPage(page, '/business-examples?industry=Finance');
        await choose(page, /Business Type/, 'B2B');
        await expect(page.getByRole('heading', { name: 'No Matching Examples Found' })).toBeAttached();

        await page.getByRole('button', { name: 'Show All Examples' }).click();
        await expect(page.getByRole('heading', { name: 'Found 15 Examples' })).toBeVisible();
        await expect(results(page)).toHaveCount(15);
        await expect(page).toHaveURL(/\/business-examples$/);
        await expect(page.getByRole('button', { name: /Business Type/ })).toContainText('All Business Types');
        await expect(page.getByRole('button', { name: /Industry/ })).toContainText('All Industries');
      });
    });
  });
}
