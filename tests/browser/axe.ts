import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** What axe-core finds wrong on the page as it is now (WCAG 2.2 AA and best practice). */
export async function violations(page: Page): Promise<string[]> {
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
