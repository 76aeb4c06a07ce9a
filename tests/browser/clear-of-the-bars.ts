import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until the page has stopped scrolling: a smooth scroll ends when two frames apart agree. */
export async function scrollSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const before = scrollY;
              setTimeout(() => requestAnimationFrame(() => resolve(scrollY === before)), 150);
            }),
        ),
      { intervals: [0] },
    )
    .toBe(true);
}

/** The strip of the screen that no fixed bar covers: below the header, above the bottom navigation. */
async function clearStrip(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const bar = document.querySelector('nav[aria-label="Quick links"]')!.getBoundingClientRect();
    return { top: header.bottom, bottom: bar.height > 0 ? bar.top : innerHeight };
  });
}

/** Waits for the scroll to end, then checks the element is wholly in the strip no fixed bar covers. */
export async function expectClearOfTheBars(page: Page, target: Locator): Promise<void> {
  await scrollSettled(page);
  const box = (await target.boundingBox())!;
  const strip = await clearStrip(page);
  expect(box.y, 'its top is below the header').toBeGreaterThanOrEqual(strip.top - 0.5);
  expect(box.y + box.height, 'its bottom is above the bottom bar').toBeLessThanOrEqual(strip.bottom + 0.5);
}
