import type { Page } from '@playwright/test';
import { articleRoutes } from '../support/article-routes';
import { atRestForMeasuring, violationsInEveryLook } from './axe';
import { expectClearOfTheBars, scrollSettled } from './clear-of-the-bars';
import { holdScript } from './held-script';
import { appLive, expect, test } from './fixtures';

/** The assistant's island: its code, which its panel's own component comes after (src/features/assistant/chat-triggers.tsx). */
const ASSISTANT_CHUNK = '**/assets/chat-triggers-*.js';

/** The site-wide way to the assistant, in every page's footer. */
const TRIGGER_NAME = 'Ask our assistant';

const trigger = (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: TRIGGER_NAME });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Clear North assistant' });

interface ChatTimes {
  pressed?: number;
  shown?: number;
  /** Changes to the page, once the greeting was shown, that left no panel on it. */
  gaps: number;
}

/**
 * Notes, in the page, when a chat trigger is pressed and the first frame
 * after the assistant's greeting is on the page, and whether the panel was
 * ever gone from the page after that.
 */
async function timePressToGreeting(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times: ChatTimes = { gaps: 0 };
    (window as unknown as { chatTimes: ChatTimes }).chatTimes = times;
    addEventListener(
      'pointerdown',
      (event) => {
        if ((event.target as Element).closest('[data-chat-trigger]')) times.pressed = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (times.shown !== undefined && !dialog) times.gaps += 1;
      if (times.shown !== undefined || !dialog?.textContent?.includes('How can I help')) return;
      requestAnimationFrame(() => (times.shown ??= performance.now()));
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Milliseconds from the press to the frame that showed the greeting. */
const pressToGreeting = (page: Page) =>
  page.evaluate(() => {
    const { pressed = NaN, shown = NaN } = (window as unknown as { chatTimes: ChatTimes }).chatTimes;
    return shown - pressed;
  });

const panelGaps = (page: Page) =>
  page.evaluate(() => (window as unknown as { chatTimes: ChatTimes }).chatTimes.gaps);

/** A phone's slow 4G line: 150 ms each way and 1.6 Mbit/s down. */
async function slowLine(page: Page): Promise<void> {
  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 90_000,
  });
}

test.describe('the way to the assistant on every page', () => {
  // Every page in the sitemap has one chat trigger in its footer, and only Pricing has another: checked as served,
  // in the load of each page by page-sweep.spec.ts.
  // One visitor: each page is a load of its own, on the same slow line, with the assistant's code held back afresh.
  test('the first press shows the panel and its greeting at once, on every kind of page; what is typed before the assistant is live is kept and answered; without JavaScript the trigger leads to the contact page', async ({
    page,
    browser,
    baseURL,
    problems,
  }) => {
    // Five pages, each walked through a conversation.
    test.setTimeout(5 * 60_000);
    await test.step('without JavaScript the trigger leads to the contact page', async () => {
      const context = await browser.newContext({ baseURL: baseURL!, javaScriptEnabled: false });
      const plain = await context.newPage();
      await plain.goto('/services/seo');
      await trigger(plain).click();
      await expect(plain).toHaveURL(/\/contact$/);
      await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Get in touch.');
      await context.close();
    });

    await timePressToGreeting(page);
    await slowLine(page);
    const article = `/blog/${articleRoutes[0]!.slug}`;
    for (const path of ['/', '/services/seo', article, '/contact']) {
      await test.step(`on ${path}, the first press shows the panel and its greeting at once; what is typed before the assistant is live is kept and answered`, async () => {
        // A new visitor on each page: the tab keeps its conversation for its session, which would show the page
        // before's answers beside this one's.
        if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
        const assistant = await holdScript(page, ASSISTANT_CHUNK);
        await page.goto(path);
        await page.waitForLoadState('load');
        await page.mouse.move(1, 1);
        await appLive(page);

        // The visitor scrolls to the footer and reads it, until the line is quiet; then presses.
        await trigger(page).scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        await trigger(page).click();
        await expect(panel(page).getByText('How can I help with your marketing needs today?')).toBeVisible();
        expect(await pressToGreeting(page)).toBeLessThan(300);
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));

        // Asked and typed while the assistant's code is still held back.
        const field = panel(page).getByRole('textbox', { name: 'Your question' });
        await expect(field).toBeFocused();
        await field.pressSequentially('How much is SEO a month?');
        await page.keyboard.press('Enter');
        await field.pressSequentially('and PPC');
        await expect(page.locator('[data-island="assistant"][data-island-live]')).toHaveCount(0);

        await assistant.release();
        await expect(page.locator('[data-island="assistant"][data-island-live]')).toHaveCount(1);
        const log = panel(page).getByRole('log', { name: 'Conversation' });
        await expect(log.getByText('£1,500–£5,000/month').filter({ visible: true })).toBeVisible();
        // Taken over in place: never a moment without the panel, never two.
        await expect(panel(page)).toHaveCount(1);
        expect(await panelGaps(page)).toBe(0);
        await expect(field).toHaveValue('and PPC');
        await expect(field).toBeFocused();
        await page.keyboard.type('?');
        await page.keyboard.press('Enter');
        await expect(
          log
            .getByText('£800/month management, plus a minimum ad spend of £2,000/month')
            .filter({ visible: true }),
        ).toBeVisible();

        await page.keyboard.press('Escape');
        await expect(panel(page)).toHaveCount(0);
        await expect(trigger(page)).toBeFocused();
        expect(problems.errors).toEqual([]);
      });
    }
  });
});

test.describe('the panel shown before the assistant is live, as the assistant’s code is on its way', () => {
  const unavailable = "Sorry, I can't load my answers right now. Please send the team a message instead.";

  async function readyToPress(page: Page, path: string): Promise<void> {
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.mouse.move(1, 1);
    await appLive(page);
  }

  // One visitor: each step was a test, and begins with a load of its own and the assistant's code held back or
  // refused afresh. The page's scroll is measured first, in motion as a visitor has it; the looks, at rest.
  test('before the assistant is live, the page behind the panel stays still; the panel keeps a suggestion pressed and has no accessibility violations; a question it cannot answer is offered the contact form', async ({
    page,
  }) => {
    // Four loads, two measured in every look.
    test.setTimeout(5 * 60_000);
    await test.step('the page behind it does not scroll, and stays still as the assistant takes over; closing gives the scroll back', async () => {
      const assistant = await holdScript(page, ASSISTANT_CHUNK);
      await readyToPress(page, '/services/seo');
      await trigger(page).evaluate((link) => link.scrollIntoView({ block: 'center' }));
      await scrollSettled(page);
      const scrolled = () => page.evaluate(() => scrollY);
      // A wheel's scroll is animated and may start late on a busy machine: stillness is judged a while after the
      // page has had the wheel, and scrolling by wheeling until the page moves.
      const wheelUp = async () => {
        const had = await page.evaluateHandle(() => ({
          wheeled: new Promise((done) => addEventListener('wheel', done, { once: true })),
        }));
        await page.mouse.move(10, 300);
        await page.mouse.wheel(0, -400);
        await had.evaluate(({ wheeled }) => wheeled);
      };
      const staysStill = async () => {
        const before = await scrolled();
        await wheelUp();
        await page.waitForTimeout(300);
        expect(await scrolled()).toBe(before);
      };
      const scrollsAgain = async () => {
        const before = await scrolled();
        await expect
          .poll(async () => {
            await wheelUp();
            return scrolled();
          })
          .not.toBe(before);
      };

      await trigger(page).click();
      await expect(panel(page).getByRole('textbox', { name: 'Your question' })).toBeFocused();
      await staysStill();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toHaveCount(0);
      await scrollsAgain();

      await trigger(page).evaluate((link) => link.scrollIntoView({ block: 'center' }));
      await scrollSettled(page);
      await trigger(page).click();
      await expect(panel(page)).toHaveCount(1);
      const where = { scroll: await scrolled(), trigger: await trigger(page).boundingBox() };
      await assistant.release();
      await expect(page.locator('[data-island="assistant"][data-island-live]')).toHaveCount(1);
      expect({ scroll: await scrolled(), trigger: await trigger(page).boundingBox() }).toEqual(where);
      await staysStill();
      await page.keyboard.press('Escape');
      await expect(panel(page)).toHaveCount(0);
      await scrollsAgain();
    });

    await test.step('the panel shown before the assistant is live keeps a suggestion pressed, closes, gives focus back, and has no accessibility violations in any look', async () => {
      await atRestForMeasuring(page);
      await holdScript(page, ASSISTANT_CHUNK);
      await page.goto('/about');
      await page.waitForLoadState('load');
      await page.mouse.move(1, 1);
      await appLive(page);
      await trigger(page).focus();
      await page.keyboard.press('Enter');
      await expect(panel(page).getByRole('textbox', { name: 'Your question' })).toBeFocused();
      expect(await violationsInEveryLook(page)).toEqual({
        light: [],
        dark: [],
        'high contrast': [],
        'dark high contrast': [],
      });
      // A suggestion pressed is kept as sent until the assistant can answer it.
      await panel(page).getByRole('button', { name: 'Talk to a person' }).click();
      const log = panel(page).getByRole('log', { name: 'Conversation' });
      await expect(log.getByText("I'd like to talk to a person")).toBeVisible();
      await expect(log.getByText('Getting my answers ready…')).toBeVisible();
      await panel(page).getByRole('button', { name: 'Close' }).click();
      await expect(panel(page)).toHaveCount(0);
      await expect(trigger(page)).toBeFocused();
    });

    await test.step('if the assistant’s code cannot come, a question sent is told so and offered the contact form with it kept; once the line is back, a press again gets answers', async () => {
      await atRestForMeasuring(page);
      await page.route(ASSISTANT_CHUNK, (route) => route.abort('internetdisconnected'));
      await readyToPress(page, '/services/seo');
      await trigger(page).click();
      const field = panel(page).getByRole('textbox', { name: 'Your question' });
      await field.fill('How much is SEO a month?');
      await page.keyboard.press('Enter');

      const log = panel(page).getByRole('log', { name: 'Conversation' });
      await expect(log.getByText(unavailable)).toBeVisible({ timeout: 3000 });
      await expect(log.getByText('Getting my answers ready…')).toHaveCount(0);
      await expect(log.getByText('How much is SEO a month?')).toBeVisible();
      const handOver = log.getByRole('link', { name: 'Send the team a message' });
      const href = new URL((await handOver.getAttribute('href'))!, page.url());
      expect(href.pathname).toBe('/contact');
      expect(href.searchParams.get('message')).toBe('How much is SEO a month?');
      expect(await violationsInEveryLook(page)).toEqual({
        light: [],
        dark: [],
        'high contrast': [],
        'dark high contrast': [],
      });

      // Still no line: a question sent tries again, and is told so again, both questions kept.
      await field.fill('and PPC?');
      await page.keyboard.press('Enter');
      await expect(log.getByText(unavailable)).toBeVisible({ timeout: 3000 });
      expect(new URL((await handOver.getAttribute('href'))!, page.url()).searchParams.get('message')).toBe(
        'How much is SEO a month?\nand PPC?',
      );

      await page.keyboard.press('Escape');
      await expect(panel(page)).toHaveCount(0);
      await page.unroute(ASSISTANT_CHUNK);
      await trigger(page).click();
      await expect(page.locator('[data-island="assistant"][data-island-live]')).toHaveCount(1);
      await field.fill('How much is SEO a month?');
      await page.keyboard.press('Enter');
      await expect(log.getByText('£1,500–£5,000/month').filter({ visible: true })).toBeVisible();
      await expect(log.getByText(unavailable)).toHaveCount(0);
    });

    await test.step('the contact form starts with the question the panel could not answer', async () => {
      await page.route(ASSISTANT_CHUNK, (route) => route.abort('internetdisconnected'));
      await readyToPress(page, '/about');
      await trigger(page).click();
      await panel(page).getByRole('textbox', { name: 'Your question' }).fill('Do you build Shopify sites?');
      await page.keyboard.press('Enter');
      await panel(page).getByRole('link', { name: 'Send the team a message' }).click();
      await expect(page).toHaveURL(/\/contact\?message=/);
      await expect(page.getByRole('textbox', { name: /message/i })).toHaveValue(
        /Do you build Shopify sites\?/,
      );
    });
  });
});

test.describe('the way to the assistant on a phone @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on the footer’s trigger, clear of the bottom navigation, opens the panel over the whole screen', async ({
    page,
  }) => {
    await page.goto('/services/seo');
    await page.waitForLoadState('load');
    await appLive(page);
    // Scrolled to the middle of the screen, again once the footer is laid out: the browser skips its
    // layout until it comes near the screen, so the first scroll aims at an estimate.
    for (const _ of [1, 2]) {
      await trigger(page).evaluate((link) => link.scrollIntoView({ block: 'center' }));
      await scrollSettled(page);
    }
    await expectClearOfTheBars(page, trigger(page));
    await trigger(page).tap();
    const field = panel(page).getByRole('textbox', { name: 'Your question' });
    await expect(field).toBeFocused();
    // Once slid in: the whole width of the screen.
    await expect.poll(() => panel(page).boundingBox()).toMatchObject({ x: 0, width: 390 });
    await expect(page).toHaveURL(/\/services\/seo$/);
  });
});
