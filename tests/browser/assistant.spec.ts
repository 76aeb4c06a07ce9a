import type { BrowserContext, Locator, Page } from '@playwright/test';
import { injectAxe } from './axe';
import { countEnquiries } from './enquiries';
import { takeAPersonsTime } from './fill-time';
import { expect, openPage, startApp, test } from './fixtures';
import { waitForServiceWorker } from './service-worker';

/** axe-core's findings in the assistant's panel alone, by rule; WCAG 2.2 AA and best practice. */
async function panelViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const found = (await page.evaluate(() =>
    (
      window as unknown as {
        axe: {
          run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string }> }>;
        };
      }
    ).axe.run(document.querySelector('[role="dialog"]'), {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    }),
  )) as { violations: Array<{ id: string }> };
  return found.violations.map((violation) => violation.id);
}

async function openFromQuickChat(page: Page) {
  await openPage(page, '/pricing');
  await page.getByRole('link', { name: 'Quick Chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Clear North assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

async function ask(page: Page, question: string) {
  const panel = page.getByRole('dialog', { name: 'Clear North assistant' });
  await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  return panel.getByRole('log', { name: 'Conversation' });
}

/** Text in what the conversation shows, not in a passage folded under More. */
function shown(log: Locator, text: string | RegExp): Locator {
  return log.getByText(text).filter({ visible: true });
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

test.describe('the assistant', () => {
  test('one conversation on Pricing: greeting, a person, the keyboard, a half-known question and a passage under More', async ({
    page,
    problems,
  }) => {
    test.slow(); // five former tests, one visit
    const panel = await openFromQuickChat(page);

    await test.step('opens from Pricing’s Quick Chat with its greeting, staying on the page', async () => {
      await expect(panel.getByText('How can I help with your marketing needs today?')).toBeVisible();
      await expect(panel.getByRole('list', { name: 'Suggested questions' }).getByRole('button')).toHaveCount(
        4,
      );
      await expect(page).toHaveURL(/\/pricing$/);
      expect(problems.errors).toEqual([]);
    });

    await test.step('hands over to a person whenever asked', async () => {
      await panel.getByRole('button', { name: 'Talk to a person' }).click();
      const log = panel.getByRole('log');
      await expect(log.getByText('a person will reply')).toBeVisible();
      await expect(log.getByRole('link', { name: 'Send the team a message' })).toHaveAttribute(
        'href',
        '/contact',
      );
      // Closed, for the next step to open it by keyboard.
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    });

    await test.step('works by keyboard alone: open, ask, close, and focus goes back to the trigger', async () => {
      const trigger = page.getByRole('link', { name: 'Quick Chat' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const field = panel.getByRole('textbox', { name: 'Your question' });
      await expect(field).toBeFocused();
      await page.keyboard.type('can i cancel my retainer?');
      await page.keyboard.press('Enter');
      await expect(shown(panel.getByRole('log'), "30 days' notice").first()).toBeVisible();
      await expect(field).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await trigger.click();
      await expect(panel).toBeVisible();
    });

    await test.step('says which part of a question about two things the site does not cover, and offers the team', async () => {
      const log = await ask(page, 'How much is SEO and web design together?');
      await expect(log.getByText(/£1,500–£5,000\/month\. This site doesn't cover web design/)).toBeVisible();
      await expect(
        log.getByRole('link', { name: 'Ask the team (your question is filled in)' }),
      ).toHaveAttribute('href', '/contact?message=How+much+is+SEO+and+web+design+together%3F');
    });

    await test.step('answers in a sentence with a link to its page, and shows the passage it comes from under More', async () => {
      const log = await ask(page, 'Do you do TikTok ads?');
      await expect(
        log.getByRole('paragraph').filter({ hasText: /^Paid campaigns on Meta, LinkedIn and TikTok/ }),
      ).toBeVisible();
      await expect(log.getByRole('link', { name: 'Social Media Ads', exact: true })).toHaveAttribute(
        'href',
        '/services/social-media-ads',
      );
      const passage = log.getByText('Social platforms let you reach people by interest');
      await expect(passage).toBeHidden();
      // The newest answer's More: the answers before it may have theirs.
      const more = log.getByText('More', { exact: true }).last();
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(passage).toBeVisible();
      await expect(
        log.getByText('Social Media Ads: Stop the scroll with something worth stopping for.'),
      ).toBeVisible();
    });
  });

  test('answers an SEO price question with the SEO page’s figure and a link to it', async ({ page }) => {
    await openFromQuickChat(page);
    const log = await ask(page, 'how much r u for seo');
    await expect(shown(log, '£1,500–£5,000/month')).toBeVisible();
    const source = log.getByRole('link', { name: 'SEO', exact: true });
    await expect(source).toHaveAttribute('href', '/services/seo');
    await source.click();
    await expect(page).toHaveURL(/\/services\/seo$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('£1,500–£5,000/month').first()).toBeVisible();
  });

  test('leans on the previous question for a follow-up, and keeps the conversation for the session', async ({
    page,
  }) => {
    await openFromQuickChat(page);
    await ask(page, 'How much is SEO a month?');
    const log = await ask(page, 'and PPC?');
    await expect(shown(log, '£800/month management, plus a minimum ad spend of £2,000/month')).toBeVisible();

    await page.reload();
    await startApp(page);
    await page.getByRole('link', { name: 'Quick Chat' }).click();
    const restored = page.getByRole('dialog', { name: 'Clear North assistant' }).getByRole('log');
    await expect(restored.getByText('and PPC?')).toBeVisible();
  });

  test('says when it does not know, and sends the question to the team through the enquiry form', async ({
    page,
    admin,
  }) => {
    await openFromQuickChat(page);
    const question = `Who owns the website after you build it? (${Date.now()})`;
    const log = await ask(page, question);
    await expect(log.getByText("Sorry, I don't know.")).toBeVisible();
    await expect(log.getByText('More', { exact: true })).toHaveCount(0);
    await log.getByRole('link', { name: 'Ask the team (your question is filled in)' }).click();
    await expect(page).toHaveURL(/\/contact\?message=/);
    const message = page.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveValue(question);

    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Visitor');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
    await takeAPersonsTime(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enquiry submitted')).toBeVisible();
    await expect.poll(() => countEnquiries(admin, question), { timeout: 20_000 }).toBe(1);
  });

  for (const [theme, preferences] of Object.entries({
    light: {},
    dark: { theme: 'dark' },
    'high contrast': { contrast: 'high' },
  })) {
    test(`the open panel has no accessibility violations (${theme} theme)`, async ({ page }) => {
      await page.addInitScript(
        (saved) => localStorage.setItem('clear-north:preferences', saved),
        JSON.stringify(preferences),
      );
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openFromQuickChat(page);
      const log = await ask(page, 'show me an example in retail');
      await log.getByText('More', { exact: true }).click();
      await expect(log.getByRole('link', { name: 'Business Examples' })).toBeVisible();
      expect(await panelViolations(page)).toEqual([]);
    });
  }
});

/** Five questions and a phrase from each answer, the last one's at its end. */
const FIVE_QUESTIONS: Array<[string, string]> = [
  ['How much is SEO a month?', '£1,500–£5,000/month'],
  ["What's in Focus Growth?", '8 content pieces per month'],
  ['how long does a rebrand take?', '8–12 weeks'],
  ['show me an example in retail', "not Clear North's clients"],
  ['what are your opening hours', 'Monday to Friday, 09:00–17:00 (UK time)'],
];

/**
 * In the conversation, the text that is cut off: any box that scrolls on its
 * own with more in it than it shows, and any paragraph or quote that, scrolled
 * to, still does not show whole inside every box around it.
 */
function clippedInConversation(): string[] {
  const log = document.querySelector<HTMLElement>('[role="dialog"] [role="log"]');
  if (!log) return ['no conversation'];
  const clipped: string[] = [];
  for (const element of Array.from(log.querySelectorAll<HTMLElement>('*'))) {
    const { overflowY } = getComputedStyle(element);
    if (overflowY !== 'visible' && element.scrollHeight > element.clientHeight + 1)
      clipped.push(`scrolls on its own: ${element.textContent?.slice(0, 60) ?? ''}`);
  }
  for (const text of Array.from(log.querySelectorAll<HTMLElement>('p, blockquote'))) {
    // A passage folded under More is not shown until asked for.
    if (!text.checkVisibility()) continue;
    text.scrollIntoView({ block: 'nearest' });
    const box = text.getBoundingClientRect();
    for (
      let around = text.parentElement;
      around && around !== log.parentElement;
      around = around.parentElement
    ) {
      const frame = around.getBoundingClientRect();
      if (box.top < frame.top - 1 || box.bottom > frame.bottom + 1)
        clipped.push(`not shown whole: ${text.textContent?.slice(0, 60) ?? ''}`);
    }
  }
  return clipped;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`the assistant's conversation at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('keeps five answers whole in one scrolling log, the newest in view, with no accessibility violations', async ({
      page,
    }) => {
      const panel = await openFromQuickChat(page);
      const log = panel.getByRole('log', { name: 'Conversation' });
      for (const [question, phrase] of FIVE_QUESTIONS) {
        await ask(page, question);
        await expect(shown(log, phrase).last()).toBeInViewport();
      }
      expect(await page.evaluate(clippedInConversation)).toEqual([]);
      // One live region, announcing what is added, so no answer is read out twice.
      await expect(panel.locator('[aria-live]')).toHaveCount(1);
      await expect(log).toHaveAttribute('aria-relevant', 'additions');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await panelViolations(page)).toEqual([]);
    });
  });
}

test.describe('the assistant offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('answers with the network off, from the precache', async ({ page, context }) => {
    await openPage(page, '/pricing');
    await waitForServiceWorker(page);
    await goOffline(context);
    await page.getByRole('link', { name: 'Quick Chat' }).click();
    const log = await ask(page, 'how long does a rebrand take?');
    await expect(shown(log, '8–12 weeks')).toBeVisible();
    await expect(log.getByRole('link', { name: 'Branding' })).toHaveAttribute('href', '/services/branding');
  });
});
