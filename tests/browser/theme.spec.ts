import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { MANIFEST_FILES, THEME_COLORS, type ThemeVariant } from '@/lib/theme-colors';
import { LOOKS, lookAs, type Look } from './axe';
import { besidesBlockedScripts, expect, openPage, test } from './fixtures';

test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  // The newsletter popup would cover the panel.
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.newsletterPopupShown);
});

/** The page's background in each theme: the surface colour of src/styles/theme.css.ts. */
const backgrounds: Record<ThemeVariant, string> = {
  light: 'rgb(251, 250, 247)',
  dark: 'rgb(17, 18, 20)',
  lightHighContrast: 'rgb(255, 255, 255)',
  darkHighContrast: 'rgb(0, 0, 0)',
};

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The toolbar colour the browser uses: the first theme-color meta tag whose media query matches. */
const toolbarColor = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')).find(
        (meta) => !meta.media || matchMedia(meta.media).matches,
      )?.content,
  );

/**
 * Polls both: on a change of system setting the CSS can apply (on the next style
 * read) a moment before the media query's change event updates the toolbar.
 */
async function expectTheme(page: Page, theme: ThemeVariant) {
  await expect.poll(() => background(page)).toBe(backgrounds[theme]);
  await expect.poll(() => toolbarColor(page)).toBe(THEME_COLORS[theme]);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Accessibility settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Accessibility settings' });
  await expect(panel).toBeVisible();
  return panel;
}

async function choose(page: Page, group: string, option: string) {
  const radios = page.getByRole('dialog').getByRole('radiogroup', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: option })).toBeChecked();
}

const systems: Array<
  [string, { colorScheme: 'light' | 'dark'; contrast: 'more' | 'no-preference' }, ThemeVariant]
> = [
  ['light', { colorScheme: 'light', contrast: 'no-preference' }, 'light'],
  ['dark', { colorScheme: 'dark', contrast: 'no-preference' }, 'dark'],
  ['light with more contrast', { colorScheme: 'light', contrast: 'more' }, 'lightHighContrast'],
  ['dark with more contrast', { colorScheme: 'dark', contrast: 'more' }, 'darkHighContrast'],
];

// One context without JavaScript serves all four systems: each is a fresh load of the served page.
test('a new visitor sees the matching theme without JavaScript, on every system', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [name, system, theme] of systems) {
    await test.step(`a new visitor on a ${name} system sees the matching theme without JavaScript`, async () => {
      await page.emulateMedia(system);
      await page.goto('/about');
      await expectTheme(page, theme);
      await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    });
  }
  await context.close();
});

/** The look a saved choice of each theme gives, on a light system. */
const chosenAs: Record<ThemeVariant, Look> = {
  light: LOOKS.light!,
  dark: LOOKS.dark!,
  lightHighContrast: LOOKS['high contrast']!,
  darkHighContrast: LOOKS['dark high contrast']!,
};

/** Every colour the styles read: the root's custom properties and its color-scheme. */
const rootColours = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const names = Array.from(style).filter((name) => name.startsWith('--'));
    return Object.fromEntries([...names, 'color-scheme'].map((name) => [name, style.getPropertyValue(name)]));
  });

/**
 * Loads /about as a new visitor on the given system: nothing saved by an
 * earlier step, and no look put on the page by one.
 */
async function openAsNewVisitor(
  page: Page,
  system: { colorScheme: 'light' | 'dark'; contrast?: 'more' | 'no-preference'; forcedColors?: 'active' },
) {
  await page.emulateMedia({ contrast: 'no-preference', forcedColors: 'none', ...system });
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await openPage(page, '/about');
}

// One visitor after another in one context: each step was a test, and begins with a load of its own and nothing saved.
test('the theme follows the system until a choice is made, which then wins until System is chosen again', async ({
  page,
  problems,
}) => {
  // Ten loads and many repaints of the whole page.
  test.setTimeout(5 * 60_000);

  for (const [name, system, theme] of systems) {
    await test.step(`a new visitor on a ${name} system sees the matching theme with JavaScript, in the toolbar and the manifest too`, async () => {
      await openAsNewVisitor(page, system);
      await expectTheme(page, theme);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `/${MANIFEST_FILES[theme]}`);
      const manifest = (await (await page.request.get(`/${MANIFEST_FILES[theme]}`)).json()) as {
        theme_color: string;
        background_color: string;
      };
      expect(manifest).toMatchObject({
        theme_color: THEME_COLORS[theme],
        background_color: THEME_COLORS[theme],
      });
      const panel = await openPanel(page);
      for (const group of ['Theme', 'Contrast']) {
        await expect(
          panel.getByRole('radiogroup', { name: group }).getByRole('radio', { name: 'System' }),
        ).toBeChecked();
      }
    });
  }

  // So the accessibility checks measure the four chosen themes, and the system's looks are these.
  await test.step('each system setting gives exactly the colours of the matching choice', async () => {
    await openAsNewVisitor(page, { colorScheme: 'light' });
    for (const [name, system, theme] of systems) {
      await page.emulateMedia(system);
      const bySystem = await rootColours(page);
      await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
      await lookAs(page, chosenAs[theme]);
      const byChoice = await rootColours(page);
      await lookAs(page, LOOKS.light!);
      expect(Object.keys(bySystem).length, name).toBeGreaterThan(20);
      expect(bySystem, name).toEqual(byChoice);
    }
  });

  await test.step('with System selected, a change of the system setting applies at once', async () => {
    await openAsNewVisitor(page, { colorScheme: 'light' });
    await expectTheme(page, 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'dark');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `/${MANIFEST_FILES.dark}`);
    await page.emulateMedia({ contrast: 'more' });
    await expectTheme(page, 'darkHighContrast');
  });

  await test.step('after an explicit choice, a change of the system setting does not apply', async () => {
    await openAsNewVisitor(page, { colorScheme: 'dark', contrast: 'more' });
    await openPanel(page);
    await choose(page, 'Contrast', 'Normal');
    await expectTheme(page, 'dark');
    await choose(page, 'Theme', 'Light');
    await expectTheme(page, 'light');
    await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
    await choose(page, 'Contrast', 'High');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectTheme(page, 'lightHighContrast');
  });

  await test.step('on a dark system, an explicit choice wins, survives a reload with and without JavaScript, and System follows again', async () => {
    await openAsNewVisitor(page, { colorScheme: 'dark' });
    await expectTheme(page, 'dark');
    await openPanel(page);
    const themes = page.getByRole('dialog').getByRole('radiogroup', { name: 'Theme' }).getByRole('radio');
    await expect(themes).toHaveCount(3);
    for (const [index, name] of ['System', 'Light', 'Dark'].entries()) {
      await expect(themes.nth(index)).toHaveAccessibleName(name);
    }
    await choose(page, 'Theme', 'Light');
    await expectTheme(page, 'light');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `/${MANIFEST_FILES.light}`);
    const saved = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.preferences);
    expect(JSON.parse(saved!)).toMatchObject({ theme: 'light' });

    await openPage(page, '/about');
    await expectTheme(page, 'light');

    // The boot script alone keeps the choice: no app JavaScript runs on this load.
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expectTheme(page, 'light');
    await page.unroute(/\.m?js(\?|$)/);

    await openPage(page, '/about');
    await openPanel(page);
    await choose(page, 'Theme', 'System');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expectTheme(page, 'dark');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `/${MANIFEST_FILES.dark}`);
  });

  await test.step('with forced colours, the page takes the system colours', async () => {
    await openAsNewVisitor(page, { colorScheme: 'dark', forcedColors: 'active' });
    const colors = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.backgroundColor = 'Canvas';
      probe.style.color = 'CanvasText';
      document.body.append(probe);
      const expected = getComputedStyle(probe);
      const body = getComputedStyle(document.body);
      return {
        body: [body.backgroundColor, body.color],
        system: [expected.backgroundColor, expected.color],
      };
    });
    expect(colors.body).toEqual(colors.system);
  });

  expect(problems.hydration).toEqual([]);
  // Leaves out the loads the reload without JavaScript blocks on purpose.
  expect(besidesBlockedScripts(problems)).toEqual([]);
});
