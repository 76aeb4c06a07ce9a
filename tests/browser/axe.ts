import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page. Evaluated by the test runner rather than
 * added as a script tag, which the site's Content-Security-Policy blocks.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(axeSource);
}

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Lays out the bands the browser skips until they come near the screen
 * (`content-visibility: auto`). Chromium can answer a skipped element's
 * style as it was before the theme or a late-loaded part settled (a footer
 * label read black on a dark page); a visitor only ever sees these bands
 * laid out, so that is what is measured.
 */
async function renderSkippedBands(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>('body *').forEach((element) => {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    });
  });
}

/** Every rule of WCAG 2.2 AA and best practice. */
const EVERY_RULE = {
  type: 'tag',
  values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
};

/**
 * The rules whose outcome the colours decide. The site's looks differ only
 * in colour, so a page measured whole in one look needs only these in the rest.
 */
const COLOUR_RULES = { type: 'rule', values: ['color-contrast', 'link-in-text-block'] };

/** Rules about the page as a whole, which a modal dialog's inert background cannot meet. */
const PAGE_RULES = ['landmark-one-main', 'page-has-heading-one'];

/** axe-core's findings on the page as it is now, one line each; WCAG 2.2 AA and best practice. */
export async function violations(
  page: Page,
  rules: 'every rule' | 'colour rules' = 'every rule',
): Promise<string[]> {
  await renderSkippedBands(page);
  // A theme just switched fades its colours in: measure where they end, not
  // halfway. Ended at once rather than awaited: a band laid out only now
  // starts fades that a page out of view may never run to their end.
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
  });
  await injectAxe(page);
  const found = (await page.evaluate(
    ({ runOnly, pageRules }) =>
      (
        window as unknown as { axe: { run: (options: unknown) => Promise<{ violations: unknown[] }> } }
      ).axe.run({
        runOnly,
        // A modal dialog makes the page beneath it inert, its main and its heading too, by design:
        // the page as a whole is measured with the dialog closed.
        rules: document.querySelector('[inert]')
          ? Object.fromEntries(pageRules.map((rule) => [rule, { enabled: false }]))
          : {},
      }),
    { runOnly: rules === 'every rule' ? EVERY_RULE : COLOUR_RULES, pageRules: PAGE_RULES },
  )) as { violations: Violation[] };
  return found.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
