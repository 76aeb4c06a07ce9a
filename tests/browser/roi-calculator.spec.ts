import type { Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

async function enter(page: Page, label: string, value: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(value);
  await field.blur();
}

/** Whether an element's content runs past its own box. */
const overflows = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).evaluate((element) => element.scrollWidth > element.clientWidth);

for (const viewport of [
  { tag: '', width: 1280, height: 800 },
  { tag: ' @mobile', width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px${viewport.tag}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    // One visitor at each width: the figures typed in one visit, then the huge ones from the example's own in a second.
    test('the calculator sits centred, reads what is typed as it is meant and fits huge figures', async ({
      page,
    }) => {
      await openPage(page, '/tools/roi-calculator');

      await test.step('the fields sit centred in the page', async () => {
        const field = (await page.getByRole('textbox', { name: 'Leads per month' }).boundingBox())!;
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        const width = await page.evaluate(() => document.documentElement.clientWidth);
        // On a phone the field spans the column: equal margins either side, the heading's on the left.
        if (viewport.width < 768) {
          expect(Math.abs(field.x - (width - field.x - field.width))).toBeLessThanOrEqual(1);
        }
        expect(Math.abs(field.x - heading.x)).toBeLessThanOrEqual(1);
      });

      await test.step("a conversion rate typed with a decimal comma, '2,5', is read as 2.5%, not 25%", async () => {
        const rate = page.getByRole('textbox', { name: 'Conversion rate from lead to customer' });
        await rate.fill('');
        await rate.pressSequentially('2,5');
        await expect(rate).toHaveValue('2.5');
        await rate.blur();
        await expect(rate).toHaveValue('2.5%');
        await expect(rate).not.toHaveAttribute('aria-invalid', 'true');

        // The example's 40 leads a month at 2.5% make one customer.
        const customers = page
          .getByRole('region', { name: 'Your return' })
          .locator('dt', { hasText: 'Customers per month' })
          .locator('xpath=following-sibling::dd[1]');
        await expect(customers).toHaveText(/^1\b/);
      });

      await test.step('a thousands separator still means thousands where a count can be large', async () => {
        const leads = page.getByRole('textbox', { name: 'Leads per month' });
        await leads.fill('1,200');
        await leads.blur();
        await expect(leads).toHaveValue('1,200');
      });

      await test.step('a huge spend is written short and fits its card, with no sideways scroll', async () => {
        // The figures below follow from the example's own conversion rate, which the steps above changed.
        await openPage(page, '/tools/roi-calculator');
        await enter(page, 'Monthly marketing spend', '999999999999');
        await enter(page, 'Leads per month', '1');
        await enter(page, 'Average customer value', '99999999999999');

        const figures = page.getByRole('region', { name: 'Your return' }).getByRole('definition');
        await expect(figures.filter({ hasText: /^£1tn$/ })).toHaveCount(1); // cost per lead
        await expect(figures.filter({ hasText: /^£10tn$/ })).toHaveCount(2); // revenue, cost per customer
        for (const text of ['£1tn', '£10tn']) {
          for (const figure of await page.getByText(text, { exact: true }).all()) {
            const box = (await figure.boundingBox())!;
            const card = (await page.getByRole('region', { name: 'Your return' }).boundingBox())!;
            expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
          }
        }
        expect(await overflows(page, 'Return on investment')).toBe(false);

        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      });
    });
  });
}
