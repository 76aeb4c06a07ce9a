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

/** axe-core's findings on the page as it is now, one line each; WCAG 2.2 AA and best practice. */
export async function violations(page: Page): Promise<string[]> {
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
