import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { caseStudies } from '@/content/case-studies';
import { educationEntries as educationItems, resources } from '@/content/education';

// The overview lists and counts each article once: a tool guide that opens an article already listed is not one more.
const libraryItems = educationItems.filter(
  (item, index) => educationItems.findIndex((other) => other.slug === item.slug) === index,
);
import { readFrontMatter, splitFrontMatter } from '@/tools/markdown/front-matter';
import { matchCaseStudies, NO_FILTERS } from '@/features/case-studies/match-case-studies';
import type { Api } from '../support/api';
import { expect, openPage, test, type PageProblems } from './fixtures';

const titlesFor = (filters: Partial<typeof NO_FILTERS>) =>
  matchCaseStudies(caseStudies, { ...NO_FILTERS, ...filters }).map((study) => study.title);

/** Opens a react-aria select by its label and picks an option. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** An education filter's option, whatever count it shows ('Frameworks (3)'). */
const countedOption = (label: string) => new RegExp(`^${label} \\(\\d+\\)$`);

/** The titles of the case studies shown, in order. */
const resultTitles = (page: Page) =>
  page.getByRole('region', { name: /^(Found|No Matching)/ }).getByRole('heading', { level: 3 });

/** An education item's difficulty is its article's, as the article's front matter says. */
function articleDifficulty(slug: string): string {
  const source = readFileSync(new URL(`../../src/content/posts/${slug}.md`, import.meta.url), 'utf8');
  return readFrontMatter(splitFrontMatter(source).data).difficulty;
}

function expectClean(problems: PageProblems) {
  expect(problems.hydration).toEqual([]);
  expect(problems.errors).toEqual([]);
}

/** From the Research tab to the local SEO checklist, which counts as a download of this tab's session. */
async function readTheChecklist(page: Page, admin: { client: Api; token: string }) {
  await openPage(page, '/education?tab=research');
  await page
    .getByRole('tabpanel', { name: 'Research' })
    .getByRole('link', { name: /^Full Report.*Local SEO/ })
    .click();
  await expect(page).toHaveURL(/\/resources\/local-seo-checklist$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Local SEO Checklist');
  await expect(page.getByText("use your browser's Print and choose Save as PDF")).toBeVisible();
  const checklist = page.getByRole('article', { name: 'Local SEO checklist' });
  await expect(checklist.getByRole('heading', { name: '1. Google Business Profile' })).toBeVisible();
  await expect(checklist.getByRole('listitem').first()).toHaveText(/^Profile claimed and verified/);
  await expect(checklist).not.toContainText('[ ]');
  await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible();

  const session = await page.evaluate(() => sessionStorage.getItem('clear-north:analytics-session') ?? '');
  await expect
    .poll(
      async () => {
        const found = await admin.client.get<{ items: Array<{ event_data: Record<string, unknown> }> }>(
          `/api/collections/user_analytics/records?filter=${encodeURIComponent(`session_id="${session}" && event_type="file_download"`)}`,
          admin.token,
        );
        return found.body.items.map((item) => item.event_data);
      },
      { timeout: 15_000 },
    )
    .toEqual([
      { file_name: 'local-seo-checklist', file_type: 'html', download_source: 'education_research' },
    ]);
}

test.describe('education hub', () => {
  test('the education hub: the local SEO checklist, its tabs, a card and its article, a shared link, both filters, the resources, and an option that would show nothing', async ({
    page,
    admin,
    problems,
  }) => {
    // Seven former tests: five loads.
    test.setTimeout(5 * 60_000);
    // First, so the checklist is the session's only download.
    await test.step('the local SEO checklist opens as a page to read and print, and counts as a download', async () => {
      await readTheChecklist(page, admin);
    });

    await test.step('opens on Overview with the four counts and switches tabs through the URL', async () => {
      await openPage(page, '/education');
      await expect(page.getByRole('link', { name: 'Back to Insights' })).toHaveAttribute('href', '/blog');
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText(['Overview', 'Frameworks', 'Research', 'Tools', 'Resources']);
      await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

      const counts = page.getByRole('list', { name: 'What the library holds' }).getByRole('listitem');
      const countOf = (type: string) => String(libraryItems.filter((item) => item.type === type).length);
      await expect(counts).toHaveText([
        `${countOf('framework')}Frameworks`,
        `${countOf('research')}Research Reports`,
        `${countOf('whitepaper')}Whitepapers`,
        `${countOf('tool-guide')}Tool Guides`,
      ]);
      const items = page.getByRole('list', { name: 'Matching items' }).getByRole('listitem');
      await expect(items).toHaveCount(libraryItems.length);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
        `Showing ${libraryItems.length} of ${libraryItems.length}`,
      );
      expect(libraryItems).toHaveLength(10);
      await expect(items.first().getByRole('link', { name: /^Read More/ })).toHaveAttribute(
        'href',
        `/blog/${libraryItems[0]!.slug}`,
      );

      await page.getByRole('tab', { name: 'Frameworks' }).click();
      await expect(page).toHaveURL(/\/education\?tab=frameworks$/);
      const frameworks = page.getByRole('tabpanel', { name: 'Frameworks' });
      await expect(frameworks.getByRole('link', { name: /^Learn More/ })).toHaveCount(
        educationItems.filter((item) => item.type === 'framework').length,
      );
      const download = frameworks.getByRole('link', { name: /^Download/ });
      await expect(download).toHaveAttribute('href', '/resources/clear-framework-template');
      await expect(download).not.toHaveAttribute('download');

      await page.getByRole('tab', { name: 'Overview' }).click();
      await expect(page).toHaveURL(/\/education$/);
    });

    // Still on the Overview the step before came back to.
    await test.step('a card gives the same read time and difficulty as the article it opens', async () => {
      const card = page
        .getByRole('list', { name: 'Matching items' })
        .getByRole('listitem')
        .filter({ hasText: 'The Paradox of Choice' });
      const readTime = await card.getByText(/^\d+ min read$/).textContent();
      await expect(card.getByText('Beginner', { exact: true })).toBeVisible();

      await card.getByRole('link', { name: /^Read More/ }).click();
      await expect(page).toHaveURL(/\/blog\/paradox-of-choice-marketing$/);
      await expect(
        page
          .getByRole('article')
          .first()
          .getByText(/^\d+ min read$/),
      ).toHaveText(readTime!);
    });

    await test.step('a shared link opens its tab after hydration', async () => {
      await openPage(page, '/education?tab=research');
      await expect(page.getByRole('tab', { name: 'Research' })).toHaveAttribute('aria-selected', 'true');
      const research = page.getByRole('tabpanel', { name: 'Research' });
      await expect(research.getByRole('link', { name: /^Read Study/ })).toHaveCount(
        educationItems.filter((item) => item.type === 'research' || item.type === 'whitepaper').length,
      );
      await expect(research.getByRole('link', { name: /^Full Report/ })).toHaveAttribute(
        'href',
        '/resources/local-seo-checklist',
      );

      await page.getByRole('tab', { name: 'Tools' }).click();
      const tools = page.getByRole('tabpanel', { name: 'Tools' }).getByRole('link', { name: /^Use Tool/ });
      await expect(tools).toHaveCount(3);
      await expect(tools.nth(0)).toHaveAttribute('href', '/tools/roi-calculator');
      await expect(tools.nth(1)).toHaveAttribute('href', '/resources/clear-framework-template');
      // Every 'Use Tool' opens a tool, never an article; Google's opens in a new tab.
      await expect(tools.nth(2)).toHaveAttribute('href', 'https://www.google.com/business/');
      await expect(tools.nth(2)).toHaveAttribute('target', '_blank');
      await expect(tools.nth(2)).toHaveAccessibleName(/\(opens in a new tab\)$/);
    });

    await test.step('an item shows only when it matches both filters', async () => {
      // Back on the Overview, where the filtered list is.
      await page.getByRole('tab', { name: 'Overview' }).click();
      const items = page.getByRole('list', { name: 'Matching items' }).getByRole('listitem');

      const beginner = libraryItems.filter((item) => articleDifficulty(item.slug) === 'beginner');
      await choose(page, /Difficulty/, `Beginner (${beginner.length})`);
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
        `Showing ${beginner.length} of ${libraryItems.length}`,
      );
      const expected = beginner.filter((item) => item.type === 'research');
      await choose(page, /Type$/, `Research (${expected.length})`);
      await expect(items.getByRole('heading')).toHaveText(expected.map((item) => item.title));

      const frameworks = libraryItems.filter((item) => item.type === 'framework');
      await choose(page, /Type$/, countedOption('Frameworks'));
      await choose(page, /Difficulty/, `All Levels (${frameworks.length})`);
      await expect(items).toHaveCount(frameworks.length);

      // A look at another tab keeps the filters.
      await page.getByRole('tab', { name: 'Tools' }).click();
      await page.getByRole('tab', { name: 'Overview' }).click();
      await expect(page.getByRole('button', { name: /Type$/ })).toContainText('Frameworks');
      await expect(items).toHaveCount(frameworks.length);
    });

    await test.step('resources open in a new tab, reading Visit for external sites and Access for ours', async () => {
      await page.getByRole('tab', { name: 'Resources' }).click();
      await expect(page).toHaveURL(/\?tab=resources$/);
      const panel = page.getByRole('tabpanel', { name: 'Resources' });
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(resources.map((r) => r.title));
      for (const resource of resources) {
        const label = resource.type === 'external' ? 'Visit' : 'Access';
        const link = panel.getByRole('link', { name: `${label} ${resource.title} (opens in a new tab)` });
        await expect(link).toHaveAttribute('href', resource.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(panel.getByRole('link', { name: /^Visit/ })).toHaveCount(2);
      await expect(panel.getByRole('link', { name: /^Access/ })).toHaveCount(2);
    });

    await test.step('a filter option that would show nothing says so and cannot be chosen', async () => {
      await openPage(page, '/education');
      const advanced = libraryItems.filter((item) => articleDifficulty(item.slug) === 'advanced');
      await page.getByRole('button', { name: /Difficulty/ }).click();
      const option = page.getByRole('option', { name: countedOption('Advanced') });
      await expect(option).toHaveText(`Advanced (${advanced.length})`);
      // No article is written for advanced readers yet.
      expect(advanced).toHaveLength(0);
      await expect(option).toBeDisabled();
      await option.click({ force: true });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: /Difficulty/ })).toContainText('All Levels');
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
        `Showing ${libraryItems.length} of ${libraryItems.length}`,
      );
    });

    expectClean(problems);
  });
});

test.describe('business examples', () => {
  test('filters at All, in any case or chosen, show every example; an empty search offers a custom analysis; the filters follow the URL and are right as served', async ({
    page,
    browser,
    problems,
  }) => {
    // Six former tests: six loads in this context and four more.
    test.setTimeout(5 * 60_000);
    await test.step("'All' in any case switches a filter off", async () => {
      await openPage(page, '/business-examples?type=All&industry=Education');
      await expect(page).toHaveURL(/\/business-examples\?industry=Education$/);
      await expect(page.getByRole('button', { name: /Business Type/ })).toContainText('All Business Types');
      await expect(resultTitles(page)).toHaveText(titlesFor({ industry: 'Education' }));
    });

    await test.step('an empty search offers a custom analysis', async () => {
      await openPage(page, '/business-examples?type=B2B&industry=Finance');
      await expect(page.getByRole('heading', { name: 'No Matching Examples Found' })).toBeVisible();
      await expect(
        page.getByText(
          "We couldn't find exact matches for your criteria. Try broadening your search terms or contact us for a custom analysis.",
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get Custom Analysis' })).toHaveAttribute(
        'href',
        '/contact',
      );
    });

    await test.step('searching with every filter at All clears the query string', async () => {
      await openPage(page, '/business-examples?type=B2B');
      await expect(page.getByRole('button', { name: /Business Type/ })).toContainText('B2B');
      await choose(page, /Business Type/, 'All Business Types');
      await page.getByRole('button', { name: 'Search Examples' }).click();
      await expect(page).toHaveURL(/\/business-examples$/);
      await expect(page.getByRole('heading', { name: 'Found 15 Examples' })).toBeVisible();
    });

    await test.step('shows all 15 examples with no filter', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Examples');
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('heading', { name: 'Found 15 Examples' })).toBeVisible();
      const results = page.getByRole('region', { name: 'Found 15 Examples' });
      await expect(results.getByRole('heading', { level: 3 })).toHaveCount(15);
      await expect(results.getByRole('listitem').first().getByRole('heading', { level: 4 })).toHaveText([
        'Results',
        'Strategy',
      ]);
    });

    await test.step('reads the filters from the URL, and follows the URL when it changes', async () => {
      await openPage(page, '/business-examples?type=SaaS&industry=Technology');
      const expected = titlesFor({ type: 'SaaS', industry: 'Technology' });
      await expect(page.getByRole('heading', { name: `Found ${expected.length} Examples` })).toBeVisible();
      await expect(resultTitles(page)).toHaveText(expected);
      await expect(page.getByRole('button', { name: /Business Type/ })).toContainText('SaaS');
      await expect(page.getByRole('button', { name: /Industry/ })).toContainText('Technology');
      await expect(page.getByRole('button', { name: /Product\/Service/ })).toContainText(
        'All Products/Services',
      );

      await choose(page, /Business Type/, 'All Business Types');
      await choose(page, /Industry/, 'Retail');
      await choose(page, /Product\/Service/, 'Consumer Goods');
      await page.getByRole('button', { name: 'Search Examples' }).click();
      await expect(page).toHaveURL(/\/business-examples\?industry=Retail&product=Consumer\+Goods$/);
      const retail = titlesFor({ industry: 'Retail', product: 'Consumer Goods' });
      await expect(resultTitles(page)).toHaveText(retail);

      // Each choice applies at once, so the back button steps back one choice: results and selects follow it.
      await page.goBack();
      await expect(page).toHaveURL(/\?industry=Retail$/);
      await expect(resultTitles(page)).toHaveText(titlesFor({ industry: 'Retail' }));
      await expect(page.getByRole('button', { name: /Product\/Service/ })).toContainText(
        'All Products/Services',
      );
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(/\?type=SaaS&industry=Technology$/);
      await expect(resultTitles(page)).toHaveText(expected);
      await expect(page.getByRole('button', { name: /Industry/ })).toContainText('Technology');
      await expect(page.getByRole('button', { name: /Business Type/ })).toContainText('SaaS');

      // An address is read at its clean form: a value in another case as the value offered, one no
      // example has as All; the selects show what is applied.
      await openPage(page, '/business-examples?product=hardware&type=commerce');
      await expect(page).toHaveURL(/\/business-examples\?product=Hardware$/);
      await expect(resultTitles(page)).toHaveText(titlesFor({ product: 'Hardware' }));
      await expect(page.getByRole('button', { name: /Product\/Service/ })).toContainText('Hardware');
      await expect(page.getByRole('button', { name: /Business Type/ })).toContainText('All Business Types');
      await page.getByRole('button', { name: /Business Type/ }).click();
      await expect(page.getByRole('option', { name: 'Local Business' })).toHaveCount(0);
      await page.keyboard.press('Escape');
    });

    await test.step('a filtered address is right as served: before any script, and without JavaScript', async () => {
      await openPage(page, '/business-examples?industry=Education');
      await expect(page.getByRole('heading', { name: 'Found 1 Example', exact: true })).toBeVisible();
      // Live, over what was served: a changed filter applies.
      await choose(page, /Industry/, 'Retail');
      await expect(resultTitles(page)).toHaveText(titlesFor({ industry: 'Retail' }));
      expectClean(problems);

      // Without the page's code the served HTML is all there is: the server filtered it.
      const held = await page.context().newPage();
      await held.route('**/assets/*.js', (route) => route.abort());
      await held.goto(new URL('/business-examples?industry=Education', page.url()).href);
      await expect(held.getByRole('heading', { name: 'Found 1 Example', exact: true })).toBeVisible();
      await expect(resultTitles(held)).toHaveText(titlesFor({ industry: 'Education' }));
      await expect(held.getByRole('button', { name: /Industry/ })).toContainText('Education');

      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const plain = await noScript.newPage();
      await plain.goto(new URL('/business-examples?type=SaaS&industry=tech', page.url()).href);
      await expect(plain).toHaveURL(/\/business-examples\?type=SaaS$/);
      const expected = titlesFor({ type: 'SaaS' });
      await expect(plain.getByRole('heading', { name: `Found ${expected.length} Examples` })).toBeVisible();
      await expect(resultTitles(plain)).toHaveText(expected);
      // 'Search Examples' without JavaScript sends every select; the server answers with the clean address.
      await plain.goto(new URL('/business-examples?industry=Finance', page.url()).href);
      await plain.getByRole('button', { name: 'Search Examples' }).click();
      await expect(plain).toHaveURL(/\/business-examples\?industry=Finance$/);
      await plain.goto(new URL('/business-examples?type=B2B&industry=Finance', page.url()).href);
      await expect(plain.getByRole('heading', { name: 'No Matching Examples Found' })).toBeVisible();
      await plain.getByRole('link', { name: 'Show All Examples' }).click();
      await expect(plain.getByRole('heading', { name: 'Found 15 Examples' })).toBeVisible();
      await noScript.close();
    });
  });
});

test.describe('tools', () => {
  test('the ROI calculator works out a typical month as you type, and explains empty, zero and negative input; the CLEAR template page offers the download and the guide', async ({
    page,
    problems,
    request,
  }) => {
    await test.step('the ROI calculator works out a typical month as you type', async () => {
      await openPage(page, '/tools/roi-calculator');
      await page.getByLabel('Monthly marketing spend').fill('£1,000');
      await page.getByLabel('Leads per month').fill('50');
      await page.getByLabel('Conversion rate from lead to customer').fill('10');
      await page.getByLabel('Average customer value').fill('400');

      const results = page.getByRole('region', { name: 'Your return' });
      // 5 customers × £400 = £2,000 of revenue, £1,000 of it gross profit at the 50% margin it starts from.
      await expect(page.getByLabel('Gross margin')).toHaveValue('50%');
      await expect(results).toContainText('0%');
      await expect(results).toContainText(
        'Every £1 you spend brings back £1.00 of gross profit. You are breaking even',
      );
      await expect(results.getByRole('definition').filter({ hasText: /^£20$/ })).toHaveCount(1);

      await page.getByLabel('Gross margin').fill('30');
      await expect(results).toContainText('-40%');
      await expect(results).toContainText('At these numbers the marketing costs more than it earns.');

      await page.getByLabel('Customer lifetime in months (optional)').fill('6');
      await expect(results).toContainText('Lifetime revenue');
      // £12,000 of lifetime revenue, £3,600 of it gross profit.
      await expect(results).toContainText('260%');
      await expect(results).toContainText('At these numbers your marketing pays for itself.');
    });

    await test.step('the ROI calculator explains empty, zero and negative input', async () => {
      const spend = page.getByLabel('Monthly marketing spend');
      await spend.fill('');
      await expect(page.getByText('Enter your monthly marketing spend.')).toBeVisible();
      await expect(spend).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Check the highlighted field to see your results.')).toBeVisible();

      await spend.fill('0');
      await expect(page.getByText('Enter a spend above £0')).toBeVisible();

      await spend.fill('500');
      await page.getByLabel('Leads per month').fill('-3');
      await expect(page.getByText("Leads can't be negative.")).toBeVisible();
      await page.getByLabel('Leads per month').fill('0');
      await expect(page.getByText('No leads yet, so there is no cost per lead.')).toBeVisible();
      await expect(page.getByRole('link', { name: /guide to measuring marketing ROI/ })).toHaveAttribute(
        'href',
        '/blog/marketing-roi-measurement-guide',
      );
    });

    await test.step('the CLEAR template page offers the download and the guide', async () => {
      await openPage(page, '/resources/clear-framework-template');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('CLEAR Framework Template');
      for (const section of ['Clarity', 'Leverage', 'Evidence', 'Action', 'Refinement']) {
        await expect(page.getByRole('heading', { name: new RegExp(`^${section}:`) })).toBeVisible();
      }
      const download = page.getByRole('link', { name: 'Download the template' });
      await expect(download).toHaveAttribute('href', '/downloads/clear-framework-template.md');
      await expect(download).toHaveAttribute('download', '');
      const file = await request.get('/downloads/clear-framework-template.md');
      expect(file.status()).toBe(200);
      expect(await file.text()).toContain('CLEAR Framework Template');
      await expect(page.getByRole('link', { name: 'Read the CLEAR framework guide' })).toHaveAttribute(
        'href',
        '/blog/clear-framework-guide',
      );

      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('link', { name: 'Download the template' })).toBeHidden();
      await expect(page.getByRole('heading', { name: 'The CLEAR plan' })).toBeVisible();
    });

    expectClean(problems);
  });
});

test.describe('on a phone @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every education tab, the business examples form and the local SEO checklist, on a phone', async ({
    page,
    admin,
    problems,
  }) => {
    await test.step('every education tab can be reached', async () => {
      await openPage(page, '/education');
      await page.getByRole('tab', { name: 'Resources' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Resources' })).toBeVisible();
      await expect(page).toHaveURL(/\?tab=resources$/);
    });

    await test.step('the business examples form filters on a phone', async () => {
      await openPage(page, '/business-examples');
      await choose(page, /Industry/, 'Education');
      await page.getByRole('button', { name: 'Search Examples' }).click();
      await expect(page).toHaveURL(/\?industry=Education$/);
      await expect(resultTitles(page)).toHaveText(titlesFor({ industry: 'Education' }));
    });

    // The tabs first, on the visit's first load, as a new visitor meets them; the steps before download nothing.
    await test.step('the local SEO checklist opens as a page to read and print, and counts as a download', async () => {
      await readTheChecklist(page, admin);
    });

    expectClean(problems);
  });
});
