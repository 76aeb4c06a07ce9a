import type { Page } from '@playwright/test';
import { filesFetched } from './files-fetched';
import { holdScript } from './held-script';
import { waitForServiceWorker } from './service-worker';
import { appLive, expect, test } from './fixtures';

/** An article: a reading page, served as islands (src/app/page-kinds.ts). */
const ARTICLE = '/blog/clear-framework-guide';

/** React's client, which only an island that wakes asks for. */
const REACT_CLIENT = '**/assets/react-dom-*.js';

/** Scripts that are React or an island's own code. */
const ISLAND_CODE = /react|hydrate-|account-controls|header-preferences|mobile-menu|dialog/;

async function islandsLive(page: Page): Promise<number> {
  return page.locator('[data-island-live]').count();
}

test.describe('a page of islands', () => {
  test('a reader who moves the pointer and scrolls fetches no island and no React', async ({
    page,
    problems,
  }) => {
    await page.goto(ARTICLE);
    await appLive(page);
    await page.mouse.move(200, 300);
    await page.mouse.move(600, 500, { steps: 5 });
    await page.mouse.wheel(0, 900);
    await page.mouse.wheel(0, 900);
    // Long enough for anything waiting on idle or a scroll to have asked for its code.
    await page.waitForTimeout(2_000);

    const scripts = await filesFetched(page, '.js');
    expect(scripts.filter((script) => ISLAND_CODE.test(script))).toEqual([]);
    expect(await islandsLive(page)).toBe(0);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    // The page is whole as served: its headline, its article, its header's compact state.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveAttribute('data-compact', 'true');
    expect(problems.errors).toEqual([]);
  });

  test('one press on a header control wakes its island and does its work', async ({ page, problems }) => {
    await page.goto('/about');
    await appLive(page);
    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // The browser opens the Admin Login dialog itself; the press wakes the island its form needs.
    await page.getByRole('button', { name: 'Admin login' }).click();
    await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
    // Two islands live, the rest of the page as served.
    await expect.poll(() => islandsLive(page)).toBe(2);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test("a press made while the island's code is on its way is done once it is live", async ({
    page,
    problems,
  }) => {
    const react = await holdScript(page, REACT_CLIENT);
    await page.goto('/services/seo');
    await appLive(page);
    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    await react.requested;
    const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
    await expect(panel).toBeHidden();

    await react.release();
    await expect(panel).toBeVisible();
    expect(problems.hydration).toEqual([]);
  });

  test('the Admin Login dialog opens at the first press, before any island is live, and its form follows', async ({
    page,
    problems,
  }) => {
    const react = await holdScript(page, REACT_CLIENT);
    await page.goto('/about');
    await appLive(page);
    const opener = page.getByRole('button', { name: 'Admin login' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await expect(dialog).toBeVisible();
    await react.requested;
    expect(await islandsLive(page)).toBe(0);
    // Esc closes it with no script, and focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await react.release();
    // Drawn once its island is live, the form takes focus at Email.
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(process.env.SITE_ADMIN_EMAIL!, { delay: 30 });
    await dialog.getByLabel('Password', { exact: true }).fill(process.env.SITE_ADMIN_PASSWORD!);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back, admin!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(problems.hydration).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  test('each island keeps ids of its own: no id on the page is used twice', async ({ page, problems }) => {
    await page.goto('/services/seo');
    await appLive(page);
    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Accessibility settings' })).toBeVisible();
    const repeated = await page.evaluate(() => {
      const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(repeated).toEqual([]);
    expect(problems.hydration).toEqual([]);
  });

  test('offline, the notices island wakes from the offline cache and says so', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL: baseURL!, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/about');
    await waitForServiceWorker(page);
    await appLive(page);
    await context.setOffline(true);
    await expect(page.getByText("You're offline. Pages you have visited still work.")).toBeVisible();
    await context.close();
  });
});

test.describe('a page of islands without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is whole, and a control that needs scripts says it cannot work', async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accessibility settings' })).toBeDisabled();
    // The footer's sign-up is the newsletter's own page, whose form is part of it.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Subscribe to the newsletter' }),
    ).toHaveAttribute('href', '/newsletter/subscribe');
  });

  test('the Admin Login dialog opens, says that signing in needs JavaScript, and closes', async ({
    page,
  }) => {
    await page.goto('/about');
    const opener = page.getByRole('button', { name: 'Admin login' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await expect(dialog).toContainText('The sign-in form needs JavaScript.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a service's questions open and close, one at a time", async ({ page }) => {
    await page.goto('/services/seo');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.locator('summary');
    const answers = faq.locator('details > div');
    await questions.nth(0).click();
    await expect(answers.nth(0)).toBeVisible();
    await questions.nth(1).click();
    await expect(answers.nth(1)).toBeVisible();
    await expect(answers.nth(0)).toBeHidden();
  });
});

test.describe('moving between pages', () => {
  /** Whether the page was revealed by a cross-document view transition, as its `pagereveal` event says. */
  async function recordReveals(page: Page) {
    await page.addInitScript(() => {
      window.addEventListener('pagereveal', (event) => {
        const revealed = (event as Event & { viewTransition: unknown }).viewTransition !== null;
        sessionStorage.setItem('revealed-by-transition', String(revealed));
      });
    });
  }

  test('a link to another page cross-fades into it, unless the visitor asks for less motion', async ({
    browser,
  }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await recordReveals(page);
      const revealed = () => page.evaluate(() => sessionStorage.getItem('revealed-by-transition'));
      // A busy machine may show the next page before the old one could be captured, and
      // Chromium then skips that fade: one of a few tries must fade, and under less motion none.
      await expect(async () => {
        await page.goto('/about');
        await expect.poll(revealed).toBe('false');
        await page.evaluate(() => sessionStorage.removeItem('revealed-by-transition'));
        await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
        await expect(page).toHaveURL(/\/pricing$/);
        await expect.poll(revealed).not.toBeNull();
        expect(await revealed()).toBe(reducedMotion === 'reduce' ? 'false' : 'true');
      }).toPass({ timeout: 45_000 });
      await context.close();
    }
  });
});
