import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { serviceCards } from '@/content/service-cards';
import { expect, openPage, test } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const routes = [
  '/',
  '/services',
  ...serviceCards.map((card) => `/services/${card.id}`),
  '/about',
  '/education',
  '/blog',
  '/blog/paradox-of-choice-marketing',
  '/business-examples',
  '/pricing',
  '/contact',
  '/privacy',
  '/auth',
  '/resources/clear-framework-template',
  '/tools/roi-calculator',
  '/no-such-page',
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

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: unknown) => Promise<{ violations: unknown[] }> } }).axe.run(
      { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    ),
  )) as { violations: Violation[] };
  return found.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

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
