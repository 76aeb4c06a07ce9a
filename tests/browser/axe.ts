import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/lib/storage-keys';

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
  nodes: Array<{ target: string[]; any: Array<{ message: string }> }>;
}

/** Where a violation is, and for a colour, the colours and ratio axe-core measured. */
function describeNode(node: Violation['nodes'][number]): string {
  const where = node.target.join(' ');
  const measured = node.any.map((check) => check.message).join('; ');
  return measured ? `${where}: ${measured}` : where;
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

/**
 * Readies a page, before it loads, to be measured as it rests: without the
 * newsletter popup, which would cover the Journal, and without motion.
 */
export async function atRestForMeasuring(page: Page): Promise<void> {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.newsletterPopupShown);
  await page.emulateMedia({ reducedMotion: 'reduce' });
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
  // A frame laid out in the new look, so no style is read from the one before; a
  // page that draws no frames goes on after a moment.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        setTimeout(resolve, 500);
      }),
  );
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
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map(describeNode).join(', ')})`,
  );
}

/** A theme and contrast chosen in the preferences, as the saved choice puts them on <html>. */
export interface Look {
  theme?: 'dark';
  contrast?: 'high';
}

/**
 * Every way the site can look: the four themes a visitor chooses. The system's
 * settings give exactly the same colours (theme.spec.ts), so they need no
 * measure of their own.
 */
export const LOOKS: Record<string, Look> = {
  light: {},
  dark: { theme: 'dark' },
  'high contrast': { contrast: 'high' },
  'dark high contrast': { theme: 'dark', contrast: 'high' },
};

/**
 * Puts the page in a look as a visitor would see it: the attributes a saved
 * choice puts on <html> before the first paint (src/lib/preferences-boot.ts),
 * which are all the styles read.
 */
export async function lookAs(page: Page, look: Look): Promise<void> {
  await page.evaluate((attributes) => {
    const root = document.documentElement;
    delete root.dataset.theme;
    delete root.dataset.contrast;
    Object.assign(root.dataset, attributes);
  }, look);
}

/**
 * axe-core's findings on the page in the looks named (every look unless
 * told), by name: every rule in the light look, the colour rules in the
 * others, which differ from it only in colour. Leaves the page in the light
 * look.
 *
 * A look with findings is measured again a second later, and those findings
 * are the answer: in full runs on a loaded machine, a look just put on now and
 * then read one element in the colours of the look before (a service page's
 * footer line; the text of an admin dialog opened over a page just measured,
 * the light look's ink on the dark look's surface), never when measured
 * again. A fault in the colours is found both times.
 */
export async function violationsInEveryLook(
  page: Page,
  names: readonly string[] = Object.keys(LOOKS),
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const name of names) {
    await lookAs(page, LOOKS[name]!);
    const rules = name === 'light' ? 'every rule' : 'colour rules';
    found[name] = await violations(page, rules);
    if (found[name].length === 0) continue;
    await page.waitForTimeout(1_000);
    found[name] = await violations(page, rules);
  }
  await lookAs(page, LOOKS.light!);
  return found;
}

/** What violationsInEveryLook finds on a clean page. */
export const NONE_IN_ANY_LOOK = Object.fromEntries(Object.keys(LOOKS).map((name) => [name, []]));
