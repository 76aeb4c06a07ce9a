import { expect, openPage, test } from './fixtures';

for (const viewport of [
  { tag: '', width: 1280, height: 800 },
  { tag: ' @mobile', width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px${viewport.tag}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("a conversion rate typed with a decimal comma, '2,5', is read as 2.5%, not 25%", async ({
      page,
    }) => {
      await openPage(page, '/tools/roi-calculator');
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

    test('a thousands separator still means thousands where a count can be large', async ({ page }) => {
      await openPage(page, '/tools/roi-calculator');
      const leads = page.getByRole('textbox', { name: 'Leads per month' });
      await leads.fill('1,200');
      await leads.blur();
      await expect(leads).toHaveValue('1,200');
    });
  });
}
