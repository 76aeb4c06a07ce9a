import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe-core into the page. Evaluated by the test runner rather than
 * added as a script tag, which the site's Content-Security-Policy blocks.
 */
export async function injectAxe(page: Page): Promise<void> {
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

/** axe-core's findings on the page as it is now, one line each; WCAG 2.2 AA and best practice. */
export async function violations(page: Page): Promise<string[]> {
  await renderSkippedBands(page);
  // A theme just switched fades its colours in: measure where they end, not
  // halfway. Ended at once rather than awaited: a band laid out only now
  // starts fades that a page out of view may never run to their end.
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
  });
  await injectAxe(page);
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
