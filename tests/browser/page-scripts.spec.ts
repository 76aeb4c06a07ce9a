import type { Page } from '@playwright/test';
import { filesFetched } from './files-fetched';
import { CONTACT_PANEL_CHUNK, holdScript, LOADER } from './held-script';
import { takeAPersonsTime } from './fill-time';
import { appLive, expect, startApp, test } from './fixtures';
import { waitForServiceWorker } from './service-worker';
import { APP_PAGE } from './app-page';

const LIVE = 'html[data-hydrated="true"]';
/**
 * What a visit that only looks may fetch in scripts (compressed): about a tenth of the app. The first
 * script carries what pages of islands do without React (tracked links, print and share buttons, the
 * Journal's searching state, in-page jumps that land, when each island wakes); the loader knows
 * how to show the chat panel at once; and what the page runs at once comes as two files rather than six, whose
 * imports and exports of each other cost about 500 bytes while saving four round trips; and every
 * site form's action comes from the form routes' one list, the booking's among them (23,027 bytes
 * measured with it). So it is 23.5 KB rather than 20; the real-visit bench holds reading pages to 50 KB.
 */
const MAX_FIRST_SCRIPTS_BYTES = 23_500;

/** The scripts the page has fetched so far: file names and compressed bytes. */
async function scriptsFetched(page: Page): Promise<Array<{ path: string; bytes: number }>> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.encodedBodySize }))
      .filter((script) => script.path.endsWith('.js')),
  );
}

test.describe("what a page's scripts bring, and when", () => {
  test('a visitor who only looks fetches the first script and the sender of the page view, is counted, and can go offline', async ({
    browser,
    baseURL,
    admin,
  }) => {
    const context = await browser.newContext({ baseURL: baseURL!, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const pageView = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.url().includes('/api/') &&
        /page_view/.test(request.postData() ?? ''),
    );
    await page.goto('/services/seo');
    await pageView;
    await waitForServiceWorker(page);

    // The first script, and the code that sends the page view: no React, no page, no outbox.
    const scripts = await scriptsFetched(page);
    expect(scripts.filter((script) => /hydrate-app|outbox-db|react/.test(script.path))).toEqual([]);
    expect(scripts.reduce((sum, script) => sum + script.bytes, 0)).toBeLessThan(MAX_FIRST_SCRIPTS_BYTES);
    await expect(page.locator(LIVE)).toHaveCount(0);

    const session = await page.evaluate(() => sessionStorage.getItem('clear-north:analytics-session'));
    await expect
      .poll(async () => {
        const found = await admin.client.get<{ items: Array<{ event_type: string }> }>(
          `/api/collections/user_analytics/records?filter=${encodeURIComponent(`session_id="${session}"`)}`,
          admin.token,
        );
        return found.body.items.map((item) => item.event_type);
      })
      .toContain('page_view');

    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/SEO/);
    await context.close();
  });

  // A page that is still an app (a page of islands: islands.spec.ts).
  // The admin's own page is not a visitor's, and is not counted.
  test('the app then comes once, and counts the next page view once', async ({ page, admin }) => {
    await page.goto(APP_PAGE);
    await startApp(page);
    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    // The tab's session, as the page's first event makes it if the admin's page did not.
    let session: string | null = null;
    await expect
      .poll(
        async () =>
          (session = await page.evaluate(() => sessionStorage.getItem('clear-north:analytics-session'))),
      )
      .not.toBeNull();
    await expect
      .poll(async () => {
        const found = await admin.client.get<{ items: Array<{ event_type: string; page_url: string }> }>(
          `/api/collections/user_analytics/records?filter=${encodeURIComponent(`session_id="${session}" && event_type="page_view"`)}`,
          admin.token,
        );
        return found.body.items.map((item) => new URL(item.page_url).pathname).sort();
      })
      .toEqual(['/services']);
  });

  test("the page paints with its own CSS, and an island brings the site's stylesheet for what it shows", async ({
    page,
  }) => {
    const siteSheet = page.locator('head link[rel="stylesheet"][href^="/assets/style-"]');
    const stylesheetsFetched = () => filesFetched(page, '.css');
    // The popup's island wakes ten seconds before it is due, which a loaded machine can reach; the
    // custom cursor brings the stylesheet at the mouse's first move, and is
    // absent under reduced motion.
    await page.addInitScript(() => localStorage.setItem('newsletter-popup-shown', 'true'));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await startApp(page);
    // Not fetched while the page only shows what it was built with.
    await expect(siteSheet).toHaveAttribute('disabled', '');
    await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed');
    expect(await stylesheetsFetched()).toEqual([]);
    // The text font comes with the page, not with the app.
    await expect
      .poll(() =>
        page.evaluate(() => {
          let loaded = false;
          document.fonts.forEach((face) => {
            if (face.family.includes('Inter Variable') && face.status === 'loaded') loaded = true;
          });
          return loaded;
        }),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'Accessibility settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accessibility settings' });
    await expect(dialog).toBeVisible();
    expect(await stylesheetsFetched()).toHaveLength(1);
    await expect(siteSheet).not.toHaveAttribute('disabled');
    // Not on the built page, so only the site's stylesheet lays it over the page.
    const laidOver = await dialog.evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if (getComputedStyle(node).position === 'fixed') return true;
      return false;
    });
    expect(laidOver).toBe(true);
  });

  // The FAQ's questions are the browser's own disclosures: a press opens its answer at once,
  // before any script has arrived, and the page's scripts, once they run, leave it open.
  test("a question pressed before any of the page's scripts has arrived opens at once and stays open", async ({
    page,
    problems,
  }) => {
    const loader = await holdScript(page, LOADER);
    // The held loader holds back the load event.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const question = page.locator('summary', { hasText: 'How much does digital marketing cost?' });
    const answer = page.locator('details', { has: question }).locator('p');
    await question.click();
    await expect(answer).toBeVisible();

    await loader.requested;
    await loader.release();
    await appLive(page);
    await expect(answer).toBeVisible();
    expect(problems.hydration).toEqual([]);
  });

  test("a form filled and sent while its island's code is on its way keeps what was typed and is sent by it", async ({
    page,
    admin,
    problems,
  }) => {
    const island = await holdScript(page, CONTACT_PANEL_CHUNK);
    await page.goto('/contact');
    const text = `Typed before the form came alive, about local SEO in Jesmond. (${Date.now()})`;
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await island.requested;
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact$/);

    await island.release();
    await expect(page.getByText('Enquiry submitted')).toBeVisible();
    const found = await admin.client.get<{ items: Array<{ name: string; email: string }> }>(
      `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${text}"`)}`,
      admin.token,
    );
    expect(found.body.items).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com' }),
    ]);
    expect(problems.hydration).toEqual([]);
  });

  test("a place on the waitlist sent when its island's code cannot come is sent by the page and told in the waitlist's words", async ({
    page,
    admin,
  }) => {
    await page.route(CONTACT_PANEL_CHUNK, (route) => route.abort());
    const formPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/forms/'))
        formPosts.push(request.url());
    });
    await page.goto('/contact?waitlist=true');
    const text = `Waitlist sent without its island. (${Date.now()})`;
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
    await page.getByRole('button', { name: 'Join Waitlist' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/contact/waitlisted', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're on the waitlist");
    const found = await admin.client.get<{ items: Array<{ topic: string }> }>(
      `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${text}"`)}`,
      admin.token,
    );
    expect(found.body.items.map((item) => item.topic)).toEqual(['waitlist']);
    // Sent through the outbox by the page's own sender, not posted by the browser.
    expect(formPosts).toEqual([]);
  });

  test("a form sent before any of the page's scripts has arrived is posted to the site by the browser, and stored once", async ({
    page,
    admin,
  }) => {
    const loader = await holdScript(page, LOADER);
    // The held loader holds back the load event.
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const text = `Sent before any script arrived, about a shop in Heaton. (${Date.now()})`;
    await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(new URL((await posted).url()).pathname).toBe('/forms/enquiry');

    // The post and the page it leads to, on a machine busy with another worker.
    await expect(page).toHaveURL((url) => url.pathname === '/contact/sent' && url.search === '', {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enquiry submitted');
    const found = await admin.client.get<{ items: Array<{ name: string }> }>(
      `/api/collections/enquiries/records?filter=${encodeURIComponent(`message="${text}"`)}`,
      admin.token,
    );
    expect(found.body.items).toEqual([expect.objectContaining({ name: 'Grace Hopper' })]);
    await loader.release();
  });

  test(`${APP_PAGE}, still an app, has it at once without being touched`, async ({ page }) => {
    await page.goto(APP_PAGE);
    await appLive(page);
  });

  // A mailed link's page is there for its one part, which reads the link's token.
  for (const path of [
    '/auth/reset-password?token=abc.0.0',
    '/newsletter/confirm?token=abc.0.0',
    '/newsletter/unsubscribe?token=abc.0.0',
  ]) {
    test(`${path}, a page of islands, makes its working part live without being touched`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('main').locator('[data-island][data-island-live]')).toHaveCount(1);
    });
  }
});
