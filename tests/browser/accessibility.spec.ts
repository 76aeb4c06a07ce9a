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

const themes = {
  light: {},
  dark: { theme: 'dark' },
  'high contrast': { contrast: 'high' },
  'dark high contrast': { theme: 'dark', contrast: 'high' },
} as const;

/** The themes a visitor sees without choosing: the system's dark mode and contrast settings. */
const systemThemes = {
  'system dark': { colorScheme: 'dark', contrast: 'no-preference' },
  'system high contrast': { colorScheme: 'light', contrast: 'more' },
  'system dark high contrast': { colorScheme: 'dark', contrast: 'more' },
} as const;

for (const [theme, preferences] of Object.entries(themes)) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      // The popup would cover the Journal; the saved preferences give the theme.
      await page.addInitScript(
        ([saved]) => {
          localStorage.setItem('clear-north:preferences', saved!);
          localStorage.setItem('newsletter-popup-shown', 'true');
        },
        [JSON.stringify(preferences)],
      );
    });

    for (const path of routes) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await openPage(page, path);
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the Admin Login dialog and the Sign Up tab have no accessibility violations', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openPage(page, '/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await page.getByText('Send me the Clear North newsletter').click();
      await expect(page.getByRole('checkbox')).toBeChecked();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('banner').getByRole('button', { name: 'Admin login' }).click();
      await expect(page.getByRole('dialog', { name: 'Admin Login' }).getByLabel('Email')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

for (const [theme, system] of Object.entries(systemThemes)) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('newsletter-popup-shown', 'true'));
    });

    for (const path of routes) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce', ...system });
        await openPage(page, path);
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
