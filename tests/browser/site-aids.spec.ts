import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { holdScript } from './held-script';
import { besidesBlockedScripts, expect, openPage, startApp, test } from './fixtures';

// These tests are about the page, not the offline worker (and page.route must see every request).
test.use({ serviceWorkers: 'block' });

const html = (page: Page) => page.locator('html');

/** The option checked in each of the panel's groups. */
async function expectChosen(panel: Locator, chosen: Record<string, string>) {
  for (const [group, option] of Object.entries(chosen)) {
    await expect(
      panel.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }),
    ).toBeChecked();
  }
}

async function openAccessibilityPanel(page: Page) {
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Picks an option the way a person does: by clicking its visible label. */
async function choose(panel: ReturnType<Page['getByRole']>, group: string, option: string) {
  const radios = panel.getByRole('radiogroup', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: option })).toBeChecked();
}

test.describe('accessibility panel', () => {
  test('preferences apply at once, survive a reload before first paint, and reset; a saved value the site does not know falls back to its default', async ({
    page,
    problems,
  }) => {
    // Four loads and a dozen steps.
    test.slow();
    await test.step('preferences apply at once, survive a reload before first paint, and reset', async () => {
      await openPage(page, '/about');
      const panel = await openAccessibilityPanel(page);
      await choose(panel, 'Theme', 'Dark');
      await choose(panel, 'Text size', 'Large');
      await choose(panel, 'Contrast', 'High');
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await expect(html(page)).toHaveAttribute('data-text-size', 'large');
      await expect(html(page)).toHaveAttribute('data-contrast', 'high');
      await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#000000');
      const saved = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.preferences);
      expect(JSON.parse(saved!)).toEqual({ theme: 'dark', textSize: 'large', contrast: 'high' });
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // The inline boot script alone applies them: no app JavaScript runs on this load.
      await page.route(/\.m?js(\?|$)/, (route) => route.abort());
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await expect(html(page)).toHaveAttribute('data-text-size', 'large');
      await expect(html(page)).toHaveAttribute('data-contrast', 'high');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('19px');
      await page.unroute(/\.m?js(\?|$)/);

      // With JavaScript: they are on <html> when <body> starts, so nothing paints in the defaults.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          observer.disconnect();
          (window as { atFirstBody?: object }).atFirstBody = { ...document.documentElement.dataset };
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/about', { waitUntil: 'commit' });
      await startApp(page);
      expect(await page.evaluate(() => (window as { atFirstBody?: object }).atFirstBody)).toEqual({
        theme: 'dark',
        textSize: 'large',
        contrast: 'high',
      });

      const reopened = await openAccessibilityPanel(page);
      await expectChosen(reopened, { Theme: 'Dark', 'Text size': 'Large', Contrast: 'High' });

      await reopened.getByRole('button', { name: 'Reset to Default' }).click();
      await expectChosen(reopened, { Theme: 'System', 'Text size': 'Normal', Contrast: 'System' });
      for (const attribute of ['data-theme', 'data-text-size', 'data-contrast']) {
        await expect(html(page)).not.toHaveAttribute(attribute);
      }
      await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#fbfaf7');
      const reset = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.preferences);
      expect(JSON.parse(reset!)).toEqual({ theme: 'system', textSize: 'normal', contrast: 'system' });
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        'rgb(251, 250, 247)',
      );
    });

    // Last: every load from here on starts with the saved value below.
    await test.step('a saved value the site does not know falls back to its default', async () => {
      await page.addInitScript((key) => {
        localStorage.setItem(key, JSON.stringify({ theme: 'purple', textSize: 'small', contrast: 42 }));
      }, STORAGE_KEYS.preferences);
      await openPage(page, '/');
      await expect(html(page)).not.toHaveAttribute('data-theme');
      await expect(html(page)).toHaveAttribute('data-text-size', 'small');
      await expect(html(page)).not.toHaveAttribute('data-contrast');
    });

    expect(problems.hydration).toEqual([]);
    expect(besidesBlockedScripts(problems)).toEqual([]);
  });
});

test.describe('keyboard shortcuts', () => {
  // One visit walks through every shortcut: each press that leaves loads the next page, which is made live before the next press.
  test('the shortcuts, the help dialogs and keyboard mode, on a walk through the site', async ({
    page,
    problems,
  }) => {
    test.setTimeout(150_000);
    await openPage(page, '/about');

    await test.step('keyboard mode turns on at a key press and off at a mouse press', async () => {
      await expect(html(page)).not.toHaveAttribute('data-keyboard-nav');
      await page.keyboard.press('Tab');
      await expect(html(page)).toHaveAttribute('data-keyboard-nav', 'true');
      await page.mouse.move(600, 500);
      await page.mouse.down();
      await page.mouse.up();
      await expect(html(page)).not.toHaveAttribute('data-keyboard-nav');
      await page.keyboard.press('ArrowDown');
      await expect(html(page)).toHaveAttribute('data-keyboard-nav', 'true');
    });

    await test.step("'/' focuses the page's search box, and does nothing without one", async () => {
      // Back to where a fresh load has focus: on the page itself, not the control the Tab reached.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Slash');
      await expect(page.locator('input[type="search"]')).toHaveCount(0);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

      await page.evaluate(() => {
        const input = document.createElement('input');
        input.type = 'search';
        input.setAttribute('aria-label', 'Search articles');
        document.body.append(input);
      });
      await page.keyboard.press('Slash');
      const search = page.getByRole('searchbox', { name: 'Search articles' });
      await expect(search).toBeFocused();
      await expect(search).toHaveValue('');
    });

    await test.step('the keyboard shortcuts open from the panel and close back to it', async () => {
      const panel = await openAccessibilityPanel(page);
      const showShortcuts = panel.getByRole('button', { name: 'Keyboard shortcuts' });
      await showShortcuts.click();
      const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(shortcuts).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(shortcuts).toBeHidden();
      await expect(panel).toBeVisible();
      await expect(showShortcuts).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });

    await openPage(page, '/pricing');
    const goesTo = async (keys: string, path: string, heading: string | null) =>
      test.step(`${keys.replace('Key', '')} goes to ${path}`, async () => {
        await page.keyboard.press(keys);
        await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}/?$`));
        const h1 = page.getByRole('heading', { level: 1 });
        if (heading) await expect(h1).toHaveText(heading);
        else await expect(h1).toBeVisible();
        expect(besidesBlockedScripts(problems)).toEqual([]);
        await startApp(page);
      });
    await goesTo('Alt+Shift+KeyH', '/', null);
    await goesTo('Alt+Shift+KeyJ', '/blog', 'Journal');
    await goesTo('Alt+Shift+KeyS', '/services', 'Services');

    await test.step("'?' shows every shortcut and Esc closes the dialog", async () => {
      await page.keyboard.press('Shift+Slash');
      const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await expect(dialog).toBeVisible();
      for (const [key, description] of [
        ['Alt+Shift+H', 'Go to Home'],
        ['Alt+Shift+J', 'Go to Insights, the Journal'],
        ['Alt+Shift+S', 'Go to Services'],
        ['Alt+Shift+C', 'Go to Contact'],
        ['Alt+Shift+U', 'Go to About us'],
        ['/', 'Focus the search box'],
        ['?', 'Show keyboard shortcuts'],
        ['Esc', 'Close dialogs'],
      ] as const) {
        const term = dialog
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${key.replace(/[+?/]/g, '\\$&')}$`) });
        await expect(term).toHaveCount(1);
        await expect(dialog.getByRole('definition').filter({ hasText: description })).toHaveCount(1);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(problems.hydration).toEqual([]);
    });

    await goesTo('Alt+Shift+KeyU', '/about', null);
    await goesTo('Alt+Shift+KeyC', '/contact', null);

    await test.step("typing '?', '/' or Alt+Shift+letters in a form field types them and opens nothing", async () => {
      const name = page.getByRole('textbox', { name: 'Name' });
      await name.click();
      await page.keyboard.type('Who? / me');
      await page.keyboard.press('Alt+Shift+KeyU');
      await expect(name).toHaveValue(/^Who\? \/ me/);
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
});

test.describe('back to top and the custom cursor', () => {
  const cursor = (page: Page) => page.locator('[data-custom-cursor]');

  /** WCAG contrast ratio of two computed rgb() colours. */
  const contrast = (a: string, b: string) => {
    const luminance = (rgb: string) => {
      const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
        const value = Number(part) / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };

  // One visitor: back to top on the home page, then the cursor from a load of its own.
  test('back to top, with and without animation; the custom cursor: follows, stays visible in every theme, and keeps away under reduced motion', async ({
    page,
    problems,
  }) => {
    test.slow(); // three loads and a theme switched live
    await test.step('back to top, with and without animation', async () => {
      await openPage(page, '/');
      const button = page.getByRole('button', { name: 'Back to top' });

      await test.step('appears after 300px of scroll and returns to the top with focus on the content', async () => {
        await expect(button).toHaveCount(0);
        await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
        await expect(button).toHaveCount(0);
        await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
        await expect(button).toBeVisible();
        await button.click();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect(button).toHaveCount(0);
        await expect(page.locator('main')).toBeFocused();
      });

      // The button reads the setting at the press.
      await test.step('jumps without animation under reduced motion', async () => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
        await page.getByRole('button', { name: 'Back to top' }).click();
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    });

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openPage(page, '/about');
    const contactLink = page.getByRole('banner').getByRole('link', { name: 'Contact' });

    await test.step('follows a mouse and grows over links, without taking the system cursor', async () => {
      await expect(cursor(page)).toHaveAttribute('aria-hidden', 'true');
      await page.mouse.move(640, 500);
      await expect(cursor(page)).toHaveAttribute('data-visible', '');
      await expect
        .poll(() => cursor(page).evaluate((element) => getComputedStyle(element).transform))
        .toBe('matrix(1, 0, 0, 1, 640, 500)');
      expect(await cursor(page).evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');
      expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).not.toBe('none');
      await contactLink.hover();
      await expect(cursor(page)).toHaveAttribute('data-active', '');
    });

    await test.step('stays visible over an accent-coloured button, in every theme', async () => {
      for (const theme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: theme as 'light' | 'dark' });
        await page.mouse.move(300, 300);
        await contactLink.hover();
        await expect(cursor(page)).toHaveAttribute('data-active', '');
        const under = await contactLink.evaluate((element) => getComputedStyle(element).backgroundColor);
        const edge = await cursor(page)
          .locator('> *')
          .evaluate((ring) => getComputedStyle(ring).boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? 'none');
        expect(edge, `the ring's edge in the ${theme} theme`).not.toBe('none');
        expect(contrast(edge, under), `over ${under} in the ${theme} theme`).toBeGreaterThanOrEqual(3);
      }
    });

    await test.step('the ring sits over the link, yet the click reaches the link', async () => {
      await contactLink.hover();
      await expect(cursor(page)).toHaveAttribute('data-active', '');
      await page.mouse.down();
      await page.mouse.up();
      await expect(page).toHaveURL(/\/contact$/);
    });

    await test.step('is absent for people who prefer reduced motion', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(page, '/about');
      await page.mouse.move(300, 300);
      await expect(cursor(page)).toHaveCount(0);

      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await expect(cursor(page)).toHaveCount(1);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(cursor(page)).toHaveCount(0);
    });
    expect(problems.hydration).toEqual([]);
  });
});

test.describe('scroll reveal', () => {
  const pages = ['/', '/services', '/pricing', '/business-examples', '/education', '/about'];

  /** What is still hidden in the band the reveal watches: the screen less its bottom 8% (a little less, for rounding). */
  const hiddenInBand = () =>
    Array.from(document.querySelectorAll('[data-revealed="false"]'))
      .filter((element) => {
        const { top, bottom, height } = element.getBoundingClientRect();
        return height > 0 && top < window.innerHeight * 0.9 && bottom > 0;
      })
      .map((element) => element.outerHTML.slice(0, 80));

  /**
   * Scrolls from top to bottom half a screen at a time, as a reader does, and at each stop waits
   * until what came into the band is revealed. Waited on from the test, with a timeout, rather than
   * on the page's next frame inside one evaluate: a renderer that stops producing frames then fails
   * the step that needed one instead of hanging the test until its timeout.
   */
  async function scrollThrough(page: Page) {
    const step = await page.evaluate(() => window.innerHeight / 2);
    let height = Infinity;
    for (let top = 0; top < height; top += step) {
      height = await page.evaluate((y) => {
        window.scrollTo({ top: y, behavior: 'instant' });
        return document.documentElement.scrollHeight;
      }, top);
      await expect
        .poll(
          () => page.evaluate(hiddenInBand),
          `still hidden in view on ${new URL(page.url()).pathname} at ${top}px`,
        )
        .toEqual([]);
    }
  }

  // One visitor: each step was a test, and each page in it is a load of its own.
  test('what is in view shows at once, the rest on scrolling, nothing is hidden under reduced motion, and the service cards fade in turn', async ({
    page,
  }) => {
    // Thirteen pages, each scrolled from top to bottom.
    test.setTimeout(6 * 60_000);
    await test.step('what is in view on load shows at once, and the rest appears on scrolling', async () => {
      let revealed = 0;
      for (const path of pages) {
        await openPage(page, path);
        const inView = page.locator('[data-reveal]:not([data-revealed])');
        for (const element of await inView.all()) {
          if (await element.isVisible()) await expect(element).toHaveCSS('opacity', '1');
        }
        await scrollThrough(page);
        await expect(page.locator('[data-revealed="false"]')).toHaveCount(0);
        revealed += await page.locator('[data-reveal]').count();
        for (const element of await page.locator('[data-revealed="true"]').all()) {
          await expect(element).toHaveCSS('opacity', '1');
        }
      }
      expect(revealed).toBeGreaterThan(0);
    });

    await test.step('content is never hidden under reduced motion', async () => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const path of pages) {
        await openPage(page, path);
        await expect(page.locator('[data-revealed="false"]')).toHaveCount(0);
        await scrollThrough(page);
        const faded = await page
          .locator('[data-reveal]')
          .evaluateAll((nodes) =>
            nodes
              .filter((node) => getComputedStyle(node).opacity !== '1')
              .map((node) => node.outerHTML.slice(0, 80)),
          );
        expect(faded, `on ${path}`).toEqual([]);
      }
      await page.emulateMedia({ reducedMotion: 'no-preference' });
    });

    // Which paths reveal at all (not /blog) is a unit test of revealsOnPath: the Journal has no cards to reveal.
    await test.step('the service cards fade in 100 ms apart, capped at 600 ms', async () => {
      // A short window, so every card but the first few starts below the fold.
      await page.setViewportSize({ width: 1280, height: 400 });
      // Each card's delay as it is revealed: it is cleared again when its transition ends.
      await page.addInitScript(() => {
        const seen: Array<{ index: number; delay: string }> = [];
        (window as unknown as { revealDelays: typeof seen }).revealDelays = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            const card = record.target as HTMLElement;
            if (card.dataset.revealed !== 'true' || !card.closest('[aria-label="Our services"]')) continue;
            seen.push({
              index: Array.from(card.parentElement!.children).indexOf(card),
              delay: card.style.transitionDelay,
            });
          }
        }).observe(document, { attributes: true, attributeFilter: ['data-revealed'], subtree: true });
      });
      await openPage(page, '/services');
      await scrollThrough(page);
      await expect(page.locator('[data-revealed="false"]')).toHaveCount(0);

      const cards = await page.evaluate(
        () => (window as unknown as { revealDelays: Array<{ index: number; delay: string }> }).revealDelays,
      );
      expect(cards.length).toBeGreaterThanOrEqual(4);
      for (const { index, delay } of cards) expect(delay).toBe(`${Math.min(index * 100, 600)}ms`);
      expect(cards.map(({ delay }) => delay)).toContain('600ms');
    });
  });
});

test.describe('small screens @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // One visitor: each step was a test, and begins with a load of its own.
  test('the accessibility panel and no custom cursor on a phone; back to top waits for its stylesheet, sits clear of the bottom navigation, and stays off the text while the visitor reads', async ({
    page,
    problems,
  }) => {
    test.slow(); // three loads, one of them held for its stylesheet
    await openPage(page, '/about');
    await test.step('no custom cursor on a touch screen', async () => {
      await expect(page.locator('[data-custom-cursor]')).toHaveCount(0);
    });
    await test.step('the accessibility panel works on a phone', async () => {
      const panel = await openAccessibilityPanel(page);
      await choose(panel, 'Theme', 'Dark');
      await choose(panel, 'Text size', 'Small');
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await expect(html(page)).toHaveAttribute('data-text-size', 'small');
      const box = await panel.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await panel.getByRole('button', { name: 'Reset to Default' }).click();
      await expect(html(page)).not.toHaveAttribute('data-theme');
      expect(problems.hydration).toEqual([]);
    });

    const stylesheet = await holdScript(page, '**/assets/style-*.css');
    await openPage(page, '/');
    const button = page.getByRole('button', { name: 'Back to top' });
    await test.step('back to top waits for the stylesheet that styles it, however slow: never a bare button in the page', async () => {
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
      await stylesheet.requested;
      // Past the wait the app itself gives a slow stylesheet.
      await page.waitForTimeout(3_500);
      await expect(button).toBeHidden();

      await stylesheet.release();
      // On a phone it comes while the visitor scrolls back up.
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
      await expect(button).toBeVisible();
      const buttonBox = await button.boundingBox();
      expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    });

    await test.step('back to top sits clear of the bottom navigation', async () => {
      await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
      await page.evaluate(() => new Promise(requestAnimationFrame));
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
      await expect(button).toBeVisible();
      const buttonBox = await button.boundingBox();
      const barBox = await page.getByRole('navigation', { name: 'Quick links' }).boundingBox();
      expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(barBox!.y);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    // Last: from here on the page's clock is the test's.
    await test.step('back to top stays off the text while the visitor reads, and comes when they scroll back up', async () => {
      await page.clock.install();
      await openPage(page, '/about');
      for (const top of [400, 900, 1400]) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        await page.evaluate(() => new Promise(requestAnimationFrame));
        await expect(button).toHaveCount(0);
      }
      await page.evaluate(() => window.scrollTo({ top: 1100, behavior: 'instant' }));
      await expect(button).toBeVisible();
      await page.clock.fastForward(3_000);
      await expect(button).toHaveCount(0);
    });
  });
});
