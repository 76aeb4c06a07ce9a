import type { Page } from '@playwright/test';
import { SERVICE_IDS } from '@/definitions/services';
import { expectClearOfTheBars, scrollSettled } from './clear-of-the-bars';
import { expect, openPage, test } from './fixtures';

/** Where an element is laid out on the page, in the page's own script: before any transform (a reveal's slide). */
interface LayoutProbe {
  layoutTop(id: string): number;
  aimAtPress?: number;
}

/**
 * Notes where an element is on the page when a press starts the jump (after the page's own
 * handlers, before the browser scrolls). Headless Chromium scrolls at once, but a phone's smooth
 * scroll keeps the aim it took at the start: if the element then moves, the scroll stops short.
 */
async function noteAimAtPress(page: Page, id: string): Promise<void> {
  await page.evaluate((targetId) => {
    const probe: LayoutProbe = {
      layoutTop(elementId) {
        let top = 0;
        for (let at = document.getElementById(elementId); at; at = at.offsetParent as HTMLElement | null)
          top += at.offsetTop;
        return top;
      },
    };
    Object.assign(window, { probe });
    window.addEventListener('click', () => {
      probe.aimAtPress = probe.layoutTop(targetId);
    });
  }, id);
}

async function expectAimKept(page: Page, id: string): Promise<void> {
  await scrollSettled(page);
  const [aim, landed] = await page.evaluate((targetId) => {
    const { probe } = window as unknown as { probe: LayoutProbe };
    return [probe.aimAtPress, probe.layoutTop(targetId)];
  }, id);
  expect(aim, 'the jump began').toBeDefined();
  expect(Math.abs(landed! - aim!), 'how far the target moved after the jump began').toBeLessThanOrEqual(1);
}

for (const viewport of [
  { tag: '', width: 1280, height: 800 },
  { tag: ' @mobile', width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px${viewport.tag}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // Each jump starts from a page loaded afresh, in the one context of this screen size.
    test("every 'View Pricing' and the contact page's 'Book a 15-minute call' land clear of the bars", async ({
      page,
    }) => {
      test.setTimeout(60_000 + 20_000 * SERVICE_IDS.length);
      for (const id of SERVICE_IDS) {
        await test.step(`'View Pricing' on /services/${id} lands on 'Investment & Timeline' clear of the bars`, async () => {
          await openPage(page, `/services/${id}`);
          await noteAimAtPress(page, 'investment-title');
          await page.getByRole('main').getByRole('link', { name: 'View Pricing' }).click();
          await expectAimKept(page, 'investment-title');
          await expectClearOfTheBars(page, page.getByRole('heading', { name: 'Investment & Timeline' }));
        });
      }

      await test.step("the contact page's 'Book a 15-minute call' lands on the call note clear of the bars", async () => {
        await openPage(page, '/contact');
        await page.getByRole('link', { name: 'Book a 15-minute call' }).click();
        await expect(page).toHaveURL(/\/contact\?call=true#call-note$/);
        await expectClearOfTheBars(page, page.locator('#call-note'));
      });
    });
  });
}
