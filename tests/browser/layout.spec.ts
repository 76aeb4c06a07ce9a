import { expect, test } from './fixtures';

// The header, footer, menus and error screen with JavaScript are checked on the pages the sweep of every
// page opens (page-sweep.spec.ts).
test.describe('the header icons without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('name themselves on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/about');
    const tipOf = (name: string) =>
      page
        .getByRole('banner')
        .getByRole('button', { name })
        .evaluate((control) => getComputedStyle(control, '::after').content);
    expect(await tipOf('Admin login')).toBe('none');
    await page.getByRole('banner').getByRole('button', { name: 'Admin login' }).hover();
    expect(await tipOf('Admin login')).toBe('"Admin login"');
    await page.mouse.move(0, 600);
    expect(await tipOf('Admin login')).toBe('none');
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Admin login' })).toBeFocused();
    expect(await tipOf('Admin login')).toBe('"Admin login"');
  });
});
