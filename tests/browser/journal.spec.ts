import type { Page } from '@playwright/test';
import type { Api } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { takeAPersonsTime } from './fill-time';
import { holdScript, JOURNAL_LISTING_CHUNK } from './held-script';
import { appLive, expect, openPage, startApp, test } from './fixtures';
import { refusedAsInvalidEmail } from './server-answers';

const ARTICLE_COUNT = 10;

/** The popup stays away once this flag is set; most tests are not about it. */
async function dismissPopupBeforeLoad(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-shown', 'true'));
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: /article/ });
/** Categories are a single choice (radio buttons), tags each toggle (toggle buttons). */
const chip = (page: Page, group: 'Categories' | 'Tags', name: string) =>
  group === 'Categories'
    ? page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true })
    : page.getByRole('toolbar', { name: group }).getByRole('button', { name, exact: true });

/** The analytics events this tab's session has delivered, as the admin reads them. */
async function eventsOf(page: Page, admin: { client: Api; token: string }, type: string) {
  const session = await page.evaluate(() => sessionStorage.getItem('clear-north:analytics-session') ?? '');
  const filter = `session_id="${session}" && event_type="${type}"`;
  const response = await admin.client.get<{ items: Array<{ event_data: Record<string, unknown> }> }>(
    `/api/collections/user_analytics/records?perPage=200&sort=created&filter=${encodeURIComponent(filter)}`,
    admin.token,
  );
  return response.body.items.map((item) => item.event_data);
}

/** Whether a chip is chosen, as assistive technology reads it. */
const chosen = (group: 'Categories' | 'Tags') => (group === 'Categories' ? 'aria-checked' : 'aria-pressed');

test.describe('the Journal list', () => {
  test.beforeEach(async ({ page }) => dismissPopupBeforeLoad(page));

  test('a visit to the Journal: the list, its search and filters, what they record, and a card whose image fails', async ({
    page,
    admin,
    problems,
  }) => {
    test.setTimeout(150_000);
    await page.route('**/assets/roi-guide-*.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await openPage(page, '/blog');

    await test.step('shows every article as a card, newest first', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
      await expect(cards(page)).toHaveCount(ARTICLE_COUNT);
      const first = cards(page).first();
      await expect(first.getByRole('heading', { name: /Local SEO in the North East/ })).toBeVisible();
      await expect(first.getByText('20 October 2026')).toBeVisible();
      await expect(first.getByText('By the Clear North team')).toBeVisible();
      await expect(first.getByText('Read Article')).toBeVisible();
      await expect(countLine(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Book a Strategy Call' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(page.getByRole('toolbar', { name: 'Tags' }).getByRole('button')).toHaveCount(12);
    });

    await test.step("'/' focuses the search box", async () => {
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await expect(search).not.toBeFocused();
      await page.keyboard.press('/');
      await expect(search).toBeFocused();
      await expect(search).toHaveValue('');
    });

    await test.step('records each filter change and each search, with what was asked and found', async () => {
      await chip(page, 'Categories', 'Marketing Psychology').click();
      await expect(cards(page)).toHaveCount(2);
      await chip(page, 'Tags', 'Research').click();
      await expect(cards(page)).toHaveCount(1);
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await search.fill('nielsen');
      await search.press('Enter');
      await expect(page).toHaveURL(/q=nielsen/);

      await expect
        .poll(() => eventsOf(page, admin, 'blog_filter'), { timeout: 15_000 })
        .toEqual([
          { query: '', category: 'Marketing Psychology', tags: [], result_count: 2 },
          { query: '', category: 'Marketing Psychology', tags: ['Research'], result_count: 1 },
          { query: 'nielsen', category: 'Marketing Psychology', tags: ['Research'], result_count: 1 },
        ]);
      await expect
        .poll(() => eventsOf(page, admin, 'search'), { timeout: 15_000 })
        .toEqual([{ query: 'nielsen', result_count: 1, search_source: 'blog' }]);

      // Back to the whole list for the next step.
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });

    await test.step('Clear Filters also empties the search box', async () => {
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await search.fill('marketing');
      await search.press('Enter');
      await expect(page).toHaveURL(/\?q=marketing$/);
      await chip(page, 'Tags', 'Strategy').click();
      await expect(page).toHaveURL(/\?q=marketing&tags=Strategy$/);

      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(search).toHaveValue('');
      await expect(page).toHaveURL(/\/blog$/);
      await expect(cards(page)).toHaveCount(ARTICLE_COUNT);
    });

    await test.step('filters by category and tags, counts the results and clears', async () => {
      const clear = page.getByRole('button', { name: 'Clear Filters' });

      await chip(page, 'Categories', 'Case Studies').click();
      await expect(chip(page, 'Categories', 'Case Studies')).toHaveAttribute(chosen('Categories'), 'true');
      await expect(cards(page)).toHaveCount(1);
      await expect(countLine(page)).toHaveText('Found 1 article');
      await expect(clear).toBeVisible();

      await chip(page, 'Categories', 'Case Studies').click();
      await chip(page, 'Tags', 'UX').click();
      await chip(page, 'Tags', 'Decluttering').click();
      await expect(cards(page)).toHaveCount(3);
      await expect(countLine(page)).toHaveText('Found 3 articles');

      await chip(page, 'Tags', 'UX').click();
      await expect(chip(page, 'Tags', 'UX')).toHaveAttribute(chosen('Tags'), 'false');
      await expect(cards(page)).toHaveCount(1);

      // No case study carries 'Decluttering': that category is shown but not offered.
      await expect(chip(page, 'Categories', 'Case Studies')).toBeDisabled();

      await clear.click();
      await expect(cards(page)).toHaveCount(ARTICLE_COUNT);
      await expect(countLine(page)).toHaveCount(0);
      await expect(clear).toHaveCount(0);
      await expect(page).toHaveURL(/\/blog$/);
    });

    await test.step("a card's image that fails to load is replaced by the default photo", async () => {
      const image = page
        .getByRole('article')
        .filter({ hasText: 'How to measure marketing ROI' })
        .locator('img');
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', /article-fallback-[\w-]+\.svg$/);
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    });

    await test.step('keeps the filters in the URL, so they survive a reload', async () => {
      await chip(page, 'Categories', 'Marketing Psychology').click();
      await chip(page, 'Tags', 'Research').click();
      await expect(page).toHaveURL(/category=Marketing\+Psychology&tags=Research$/);
      await expect(cards(page)).toHaveCount(1);

      await page.reload();
      await appLive(page);
      await expect(cards(page)).toHaveCount(1);
      await expect(chip(page, 'Categories', 'Marketing Psychology')).toHaveAttribute(
        chosen('Categories'),
        'true',
      );
      await expect(chip(page, 'Tags', 'Research')).toHaveAttribute(chosen('Tags'), 'true');
      await expect(countLine(page)).toHaveText('Found 1 article');

      await openPage(page, '/blog?q=roi');
      await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('roi');
      await expect(cards(page)).toHaveCount(1);
    });

    await test.step('a tag chosen from an article stays visible in the panel, and Clear Filters clears it', async () => {
      // SEO is on one article only, so it is not among the 12 tags the panel offers.
      await openPage(page, '/blog?tags=SEO');
      const tags = page.getByRole('toolbar', { name: 'Tags' }).getByRole('button');
      await expect(chip(page, 'Tags', 'SEO')).toHaveAttribute(chosen('Tags'), 'true');
      await expect(tags).toHaveCount(13);
      await expect(cards(page)).toHaveCount(1);

      await chip(page, 'Tags', 'SEO').click();
      await expect(cards(page)).toHaveCount(ARTICLE_COUNT);
      await expect(tags).toHaveCount(12);
      await expect(chip(page, 'Tags', 'SEO')).toHaveCount(0);
    });

    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  // One visitor: each step was a test, and begins with a load of its own; the list's code held back afresh, then
  // the clock the test's, which it stays from then on.
  test("a category, a tag and a search made while the list's code is on its way are applied and kept; a search waits for a pause once more than two characters are typed", async ({
    page,
    problems,
  }) => {
    // Three loads, one of them on a clock the test steps.
    test.setTimeout(3 * 60_000);
    await test.step("a category and a tag pressed while the list's code is on its way are both applied, in turn", async () => {
      const listing = await holdScript(page, JOURNAL_LISTING_CHUNK);
      await openPage(page, '/blog');
      await chip(page, 'Categories', 'Marketing Psychology').click();
      await listing.requested;
      await chip(page, 'Tags', 'Research').click();

      await listing.release();
      await expect(page).toHaveURL(/category=Marketing\+Psychology&tags=Research$/);
      await expect(chip(page, 'Categories', 'Marketing Psychology')).toHaveAttribute(
        chosen('Categories'),
        'true',
      );
      await expect(chip(page, 'Tags', 'Research')).toHaveAttribute(chosen('Tags'), 'true');
      await expect(countLine(page)).toHaveText('Found 1 article');
    });

    await test.step("a search typed while the list's code is on its way says at once that it is searching, and is kept", async () => {
      const listing = await holdScript(page, JOURNAL_LISTING_CHUNK);
      await openPage(page, '/blog');
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      const searching = page.getByRole('status').filter({ hasText: 'Searching…' });
      await search.click();
      await search.pressSequentially('par');
      await listing.requested;
      await expect(searching).toBeVisible();
      await search.pressSequentially('adox');
      await expect(searching).toBeVisible();
      await expect(search).toHaveValue('paradox');

      await listing.release();
      await expect(cards(page)).toHaveCount(1);
      await expect(searching).toHaveCount(0);
      await expect(search).toHaveValue('paradox');
      await expect(countLine(page)).toHaveText('Found 1 article');
    });

    await test.step('searches after a pause once more than two characters are typed', async () => {
      const start = new Date('2026-03-02T09:00:00Z');
      await page.clock.install({ time: start });
      await openPage(page, '/blog');
      await page.clock.pauseAt(new Date(start.getTime() + 20_000));
      const search = page.getByRole('searchbox', { name: 'Search articles' });

      await search.pressSequentially('ps');
      // The list wakes at the first key; its pause runs on the paused clock only once it is live.
      await expect(page.locator('[data-island="journal-listing"][data-island-live]')).toHaveCount(1, {
        timeout: 30_000,
      });
      await page.clock.runFor(1_000);
      await expect(cards(page)).toHaveCount(ARTICLE_COUNT);
      await expect(page).toHaveURL(/\/blog$/);

      await search.press('y');
      await page.clock.runFor(200);
      await expect(cards(page)).toHaveCount(ARTICLE_COUNT);
      await page.clock.runFor(100);
      await expect(cards(page)).toHaveCount(2);
      await expect(countLine(page)).toHaveText('Found 2 articles');
      await expect(page).toHaveURL(/\/blog\?q=psy$/);

      await search.fill('');
      await page.clock.runFor(300);
      await expect(cards(page)).toHaveCount(ARTICLE_COUNT);
      await expect(page).toHaveURL(/\/blog$/);

      await search.fill('  dieter ');
      await search.press('Enter');
      await expect(cards(page)).toHaveCount(1);
      await expect(page).toHaveURL(/\/blog\?q=dieter$/);

      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(search).toHaveValue('');
      await expect(cards(page)).toHaveCount(ARTICLE_COUNT);
    });

    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('an article', () => {
  test.beforeEach(async ({ page }) => dismissPopupBeforeLoad(page));

  test('an article: its Markdown, its related articles, and an inline hero; an unknown slug waits 300 ms, then says so and goes to the Journal', async ({
    page,
    problems,
  }) => {
    test.slow(); // two articles and an unknown one loaded
    await page.route('**/assets/roi-guide-*.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await openPage(page, '/blog/clear-framework-guide');

    await test.step('renders its Markdown: headings, lists, bold, links and tags', async () => {
      await expect(page).toHaveTitle(
        'The CLEAR framework: a one-page marketing plan that gets used | Clear North',
      );
      const article = page.getByRole('article').first();
      await expect(article.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute(
        'href',
        '/blog',
      );
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(
        'The CLEAR framework: a one-page marketing plan that gets used',
      );
      await expect(article.getByText('Frameworks', { exact: true })).toBeVisible();
      await expect(article.getByText('14 September 2026')).toBeVisible();
      await expect(article.getByText('By the Clear North team')).toBeVisible();
      await expect(article.getByText(/^\d+ min read$/)).toBeVisible();

      await expect(article.getByRole('heading', { level: 2, name: 'Why one page?' })).toBeVisible();
      await expect(article.getByRole('heading', { level: 3 }).first()).toBeVisible();
      const steps = article.getByRole('list').filter({ hasText: 'Clarity' }).first();
      await expect(steps.getByRole('listitem')).toHaveCount(5);
      await expect(steps.locator('strong').first()).toHaveText('Clarity');
      await expect(article.locator('p strong').first()).toBeVisible();
      await expect(article.getByRole('link', { name: 'get in touch' })).toHaveAttribute('href', '/contact');
      await expect(article.getByRole('link', { name: 'Analytics' })).toHaveAttribute(
        'href',
        '/blog?tags=Analytics',
      );
      await expect(page.getByText('Loading article...')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Book a Strategy Call' })).toHaveAttribute(
        'href',
        '/contact',
      );
    });

    await test.step('links to related articles; opening one starts at the top', async () => {
      const related = page.getByRole('region', { name: 'Related Articles' });
      await expect(related.getByRole('article')).toHaveCount(3);
      const next = related.getByRole('link', { name: /How to measure marketing ROI/ });
      await next.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

      await next.click();
      await expect(page).toHaveURL(/\/blog\/marketing-roi-measurement-guide$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'How to measure marketing ROI: a plain-English guide for small businesses',
      );
      await expect(page).toHaveTitle(/^How to measure marketing ROI/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    });

    await test.step('its hero is inline, so it paints with the page and cannot fail to arrive', async () => {
      // The article the related link opened, loaded as a document with its hero's file refused.
      await expect(page).toHaveURL(/\/blog\/marketing-roi-measurement-guide$/);
      const hero = page.getByRole('article').first().locator('img').first();
      await expect(hero).toHaveAttribute('src', /^data:image\/svg\+xml,/);
      await expect
        .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
    });

    // Last: from here on the page's clock is the test's.
    await test.step('an unknown slug waits 300 ms, then says so and goes to the Journal', async () => {
      // Stepping the stopped clock to the first frame can take a while on a busy machine.
      await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
      await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
      await page.goto('/blog/no-such-article');
      // The first script waits for the page's load, which the stopped clock lets out a few milliseconds at a
      // time, so the page's own 300 ms start at most that much before the test counts them.
      const started = page.locator('html[data-islands="ready"]');
      await expect
        .poll(
          async () => {
            if ((await started.count()) === 0) await page.clock.runFor(4);
            return started.count();
          },
          { intervals: [20], timeout: 30_000 },
        )
        .toBe(1);
      await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
      const toast = page.getByRole('alertdialog', { name: 'Article not found' });

      await page.clock.runFor(290);
      await expect(page).toHaveURL(/\/blog\/no-such-article$/);
      await expect(toast).toHaveCount(0);

      await page.clock.runFor(10);
      await expect(page).toHaveURL(/\/blog$/);
      // The Journal's code loads on timers of its own.
      await page.clock.resume();
      await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
      await expect(toast).toBeVisible();
    });

    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});

test.describe('the newsletter popup', () => {
  test('opens after 30 seconds, subscribes, and never comes back', async ({ page, admin, problems }) => {
    await page.clock.install();
    await openPage(page, '/blog');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveCount(0);

    await page.clock.fastForward(30_000);
    await expect(dialog).toBeVisible();
    const email = `popup-${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await takeAPersonsTime(dialog.getByRole('textbox', { name: 'Email address' }));
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Welcome aboard!')).toBeVisible();
    await expect(
      page.getByText(
        'Confirm your address with the link we have sent you to receive our marketing insights.',
      ),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const found = await admin.client.get<{ items: Array<{ email: string; source: string; status: string }> }>(
      `/api/collections/newsletter_subscriptions/records?filter=${encodeURIComponent(`email="${email}"`)}`,
      admin.token,
    );
    // Double opt-in: pending until the mail's link is followed.
    expect(found.body.items).toEqual([
      expect.objectContaining({ email, source: 'popup', status: 'pending' }),
    ]);

    await page.reload();
    await startApp(page);
    await page.clock.fastForward(60_000);
    await expect(dialog).toHaveCount(0);
    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('opens when the pointer leaves through the top; Maybe Later remembers', async ({ page, problems }) => {
    await openPage(page, '/blog/paradox-of-choice-marketing');
    await page.mouse.move(400, 300);
    await page.mouse.move(400, -20, { steps: 4 });
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    await dialog.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('newsletter-popup-shown'))).not.toBeNull();
    expect(problems.errors).toEqual([]);
  });

  test('an address already on the list gets the same welcome as a new one: nobody can test an address', async ({
    page,
    baseURL,
  }) => {
    const email = `known-${Date.now()}@example.com`;
    const created = await fetch(`${baseURL}/api/collections/newsletter_subscriptions/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, source: 'website', ...A_PERSONS_FILL_TIME }),
    });
    expect(created.ok).toBe(true);

    await page.clock.install();
    await openPage(page, '/blog');
    await page.clock.fastForward(30_000);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await takeAPersonsTime(dialog.getByRole('textbox', { name: 'Email address' }));
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Welcome aboard!')).toBeVisible();
    await expect(page.getByText('Already subscribed', { exact: true })).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
  });

  test('an address this browser subscribed but has not confirmed is told to confirm it, and the popup closes', async ({
    page,
  }) => {
    await page.clock.install();
    // Subscribed on the newsletter's own page, in this browser; then the Journal's popup comes.
    await openPage(page, '/newsletter/subscribe');
    const email = `here-${Date.now()}@example.com`;
    const signUp = page.getByRole('main');
    await signUp.getByRole('textbox', { name: 'Email address' }).fill(email);
    await takeAPersonsTime(signUp.getByRole('textbox', { name: 'Email address' }));
    await signUp.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();

    await openPage(page, '/blog');
    await page.clock.fastForward(30_000);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await takeAPersonsTime(dialog.getByRole('textbox', { name: 'Email address' }));
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Check your inbox to confirm', { exact: true })).toBeVisible();
    await expect(page.getByText('Already subscribed', { exact: true })).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
  });

  test("the popup checks the address with the site's own messages, says when a sign-up fails, and closes at a tap outside", async ({
    page,
  }) => {
    await page.clock.install();
    await openPage(page, '/blog');
    await page.clock.fastForward(30_000);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();

    await test.step("checks the address with the site's own messages, not the browser's", async () => {
      const field = dialog.getByRole('textbox', { name: 'Email address' });
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await expect(dialog.getByText('Email is required')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      // No browser bubble: the field is not marked for the browser's own checks.
      expect(await field.evaluate((input: HTMLInputElement) => input.required)).toBe(false);
      await field.fill('not-an-address');
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
      await expect(dialog).toBeVisible();
    });

    await test.step('a failed sign-up says so and stays open', async () => {
      // The server refuses the address (an unreachable server would queue it instead).
      await page.route('**/api/collections/newsletter_subscriptions/records', refusedAsInvalidEmail);
      await dialog.getByRole('textbox', { name: 'Email address' }).fill('someone@example.com');
      await dialog.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Something went wrong')).toBeVisible();
      await expect(page.getByText('Please try again later.')).toBeVisible();
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('newsletter-popup-shown'))).toBeNull();
      await page.unroute('**/api/collections/newsletter_subscriptions/records');
    });

    await test.step('a tap on the dimmed background closes it and remembers', async () => {
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('newsletter-popup-shown'))).not.toBeNull();
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => dismissPopupBeforeLoad(page));

  test('the Journal and an article fit the screen @mobile', async ({ page, problems }) => {
    await openPage(page, '/blog');
    await chip(page, 'Tags', 'Research').click();
    await expect(cards(page)).toHaveCount(2);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);

    await cards(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await fits()).toBe(true);
    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
});
