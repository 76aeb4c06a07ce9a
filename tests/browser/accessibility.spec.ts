import type { Page } from '@playwright/test';
import { violations } from './axe';
import { expect, openPage, test } from './fixtures';
import { visitorRoutes } from './visitor-routes';

// Also the pages a visitor reaches from a mail: the reset form and the newsletter's links.
const routes = [
  ...visitorRoutes,
  '/auth/reset-password',
  '/newsletter/confirm?token=abcdefghijklmno.0.0',
  '/newsletter/unsubscribe?token=abcdefghijklmno.0.0',
];

interface Look {
  /** A theme and contrast chosen in the preferences, as the saved choice puts them on <html>. */
  chosen: { theme?: 'dark'; contrast?: 'high' };
  /** The system's settings. */
  system: { colorScheme: 'light' | 'dark'; contrast: 'no-preference' | 'more' };
}

const SYSTEM_DEFAULT = { colorScheme: 'light', contrast: 'no-preference' } as const;

/** Every way the site can look: the four themes a visitor chooses, and the three the system gives. */
const looks: Record<string, Look> = {
  light: { chosen: {}, system: SYSTEM_DEFAULT },
  dark: { chosen: { theme: 'dark' }, system: SYSTEM_DEFAULT },
  'high contrast': { chosen: { contrast: 'high' }, system: SYSTEM_DEFAULT },
  'dark high contrast': { chosen: { theme: 'dark', contrast: 'high' }, system: SYSTEM_DEFAULT },
  'system dark': { chosen: {}, system: { colorScheme: 'dark', contrast: 'no-preference' } },
  'system high contrast': { chosen: {}, system: { colorScheme: 'light', contrast: 'more' } },
  'system dark high contrast': { chosen: {}, system: { colorScheme: 'dark', contrast: 'more' } },
};
const chosenLooks = ['light', 'dark', 'high contrast', 'dark high contrast'];

/**
 * Puts the page in a look as a visitor would see it: the system's settings,
 * and the attributes a saved choice puts on <html> before the first paint
 * (src/lib/preferences-boot.ts), which are all the styles read.
 */
async function lookAs(page: Page, { chosen, system }: Look): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce', ...system });
  await page.evaluate((attributes) => {
    const root = document.documentElement;
    delete root.dataset.theme;
    delete root.dataset.contrast;
    Object.assign(root.dataset, attributes);
  }, chosen);
}

/** axe-core's findings on the page in each of `names`' looks: every rule in the first, the colours' in the rest. */
async function violationsIn(page: Page, names: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [index, name] of names.entries()) {
    await lookAs(page, looks[name]!);
    found[name] = await violations(page, index === 0 ? 'every rule' : 'colour rules');
  }
  return found;
}

const noneIn = (names: string[]) => Object.fromEntries(names.map((name) => [name, []]));

test.beforeEach(async ({ page }) => {
  // The popup would cover the Journal.
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-shown', 'true'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// One load of each page, measured in every look: a failure names the look.
for (const path of routes) {
  test(`${path} has no accessibility violations in any theme`, async ({ page }) => {
    await openPage(page, path);
    expect(await violationsIn(page, Object.keys(looks))).toEqual(noneIn(Object.keys(looks)));
  });
}

// The dialog and the tab in each chosen theme, saved before the page loads as a visitor's choice is.
for (const name of chosenLooks) {
  test(`the Admin Login dialog and the Sign Up tab have no accessibility violations in the ${name} theme`, async ({
    page,
  }) => {
    await page.addInitScript(
      (saved) => localStorage.setItem('clear-north:preferences', saved),
      JSON.stringify(looks[name]!.chosen),
    );
    await openPage(page, '/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByText('Send me the Clear North newsletter').click();
    await expect(page.getByRole('checkbox')).toBeChecked();
    // The light theme is measured whole; the others differ only in colour.
    const rules = name === 'light' ? 'every rule' : 'colour rules';
    expect(await violations(page, rules)).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Admin login' }).click();
    await expect(page.getByRole('dialog', { name: 'Admin Login' }).getByLabel('Email')).toBeVisible();
    expect(await violations(page, rules)).toEqual([]);
  });
}
