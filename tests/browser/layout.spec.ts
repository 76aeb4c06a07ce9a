import { expect, openPage, test } from './fixtures';
import { APP_PAGE } from './app-page';

test('the header turns compact after 20px of scroll', async ({ page }) => {
  await openPage(page, '/services');
  const header = page.getByRole('banner');
  await expect(header).not.toHaveAttribute('data-compact');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-compact', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-compact');
});

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

test('skip links move focus to the main content and the navigation', async ({ page }) => {
  await openPage(page, '/about');
  await page.keyboard.press('Tab');
  const skipMain = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipMain).toBeFocused();
  await expect(skipMain).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('main')).toBeFocused();

  await openPage(page, '/about');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to navigation' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeFocused();
});

test('the footer has the spec sections and the current year', async ({ page }) => {
  await openPage(page, '/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Get in touch' })).toBeVisible();
  // All eight services, in the services page's order.
  await expect(footer.getByRole('region', { name: 'Services' }).getByRole('link')).toHaveText([
    'Influencer Marketing',
    'Web Funnels',
    'Content Strategy',
    'PPC Advertising',
    'Social Media Ads',
    'SEO',
    'Strategy Consulting',
    'Branding',
  ]);
  await expect(footer.getByRole('region', { name: 'Resources' }).getByRole('link')).toHaveText([
    'Insights',
    'Business Examples',
    'Pricing',
    'About',
    'Contact',
    'Privacy',
  ]);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Clear North`);
  // Social links show only when configured, and this build configures none.
  await expect(footer.getByRole('link', { name: /Twitter|Instagram|LinkedIn/ })).toHaveCount(0);
});

// No signed-off quote yet: no section that says they are on their way, and no link to one.
test('without testimonials the footer has no Testimonials link and the home page no such section', async ({
  page,
}) => {
  await openPage(page, '/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' })).toHaveCount(0);
  await expect(page.locator('#testimonials')).toHaveCount(0);
  await expect(page.getByText('Client stories are on their way')).toHaveCount(0);
});

test.describe('small screens @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the full-screen menu lists every page with a tagline and locks scrolling', async ({ page }) => {
    await openPage(page, '/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
    ).toBeHidden();
    await page.getByLabel('Open menu').click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    await expect(links).toHaveCount(7);
    await expect(menu.getByRole('link', { name: /Insights\s*The Journal/ })).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(390);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    await menu.getByRole('link', { name: /^Education/ }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/education$/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('the bottom navigation highlights the current section', async ({ page }) => {
    await openPage(page, '/services/seo');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Insights' }).click();
    await expect(bar.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
  });
});

test('a page that fails to load shows the error screen, and Try Again recovers', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // A page that is an app, whose links load the next page's code.
  await openPage(page, APP_PAGE);
  await page.route('**/assets/privacy-*.js', (route) => route.abort('connectionreset'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();

  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(fallback).toContainText(
    "We're sorry, but something unexpected happened. Please try refreshing the page.",
  );
  // Errors are logged with an ISO timestamp prefix.
  expect(errors.some((line) => /^\[\d{4}-\d{2}-\d{2}T[\d:.]+Z\] Uncaught error/.test(line))).toBe(true);

  await page.unroute('**/assets/privacy-*.js');
  await fallback.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy and cookies');
});

test('Refresh Page on the error screen reloads the page', async ({ page }) => {
  // A page that is an app, whose links load the next page's code.
  await openPage(page, APP_PAGE);
  await page.route('**/assets/privacy-*.js', (route) => route.abort('connectionreset'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  // The chunk must have failed before it is let through again; on a busy machine it is asked for late.
  const refresh = page.getByRole('alert').getByRole('button', { name: 'Refresh Page' });
  await expect(refresh).toBeVisible();
  await page.unroute('**/assets/privacy-*.js');
  const reloaded = page.waitForEvent('load');
  await refresh.click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy and cookies');
});
