import { about } from '@/content/about';
import { hero } from '@/content/home';
import { pricingIntro } from '@/content/pricing';
import { serviceCards } from '@/content/service-cards';
import { articleRoutes } from '../support/article-routes';
import { builtPaths } from '../support/prerendered-pages';
import { atRestForMeasuring, NONE_IN_ANY_LOOK, violationsInEveryLook } from './axe';
import { expect, openPage, startApp, test } from './fixtures';
import { visitorRoutes } from './visitor-routes';
import { APP_PAGE } from './app-page';

/** The last crumb is the path segment, hyphens turned into capitalised words. */
const serviceCrumbs: Record<string, string> = {
  'influencer-marketing': 'Influencer Marketing',
  'web-funnel': 'Web Funnel',
  'content-strategy': 'Content Strategy',
  'ppc-advertising': 'PPC Advertising',
  'social-media-ads': 'Social Media Ads',
  seo: 'SEO',
  'strategy-consulting': 'Strategy Consulting',
  branding: 'Branding',
};

const routes: Array<{ path: string; heading: string; crumbs: string[] }> = [
  { path: '/', heading: hero.headline, crumbs: [] },
  { path: '/services', heading: 'Services', crumbs: ['Home', 'Services'] },
  ...serviceCards.map((card) => ({
    path: `/services/${card.id}`,
    heading: card.title,
    crumbs: ['Home', 'Services', serviceCrumbs[card.id]!],
  })),
  { path: '/about', heading: about.headline, crumbs: ['Home', 'About'] },
  { path: '/education', heading: 'Education Hub', crumbs: ['Home', 'Education'] },
  { path: '/blog', heading: 'Journal', crumbs: ['Home', 'Journal'] },
  ...articleRoutes.map((article) => ({
    path: `/blog/${article.slug}`,
    heading: article.title,
    crumbs: ['Home', 'Journal', article.title],
  })),
  { path: '/business-examples', heading: 'Business Examples', crumbs: ['Home', 'Business Examples'] },
  { path: '/pricing', heading: pricingIntro.heading, crumbs: ['Home', 'Pricing'] },
  { path: '/contact', heading: 'Get in touch.', crumbs: ['Home', 'Contact'] },
  { path: '/auth', heading: 'Welcome', crumbs: ['Home', 'Auth'] },
  {
    path: '/auth/reset-password',
    heading: 'Reset your password',
    crumbs: ['Home', 'Auth', 'Reset Password'],
  },
];

/** One page of each kind a visitor reaches, and the reset form a mail links to: axe-core measures them. */
const measuredByAxe = new Set([...visitorRoutes, '/auth/reset-password']);

test('every page axe-core measures is a page the build wrote', () => {
  expect([...measuredByAxe].filter((path) => !builtPaths().includes(path))).toEqual([]);
});

// Every page the build wrote is loaded once, here: it must come alive without a
// Content-Security-Policy violation (the fixture fails any test on one), the
// pages a visitor navigates show their heading and breadcrumbs, and one page
// of each kind has no accessibility violation in any look.
for (const path of builtPaths()) {
  const route = routes.find((candidate) => candidate.path === path);
  const measured = measuredByAxe.has(path);
  const shows = route ? ', shows its heading and breadcrumbs' : '';
  const clean = measured
    ? ', comes alive cleanly and has no accessibility violations in any theme'
    : ' and comes alive cleanly';
  test(`${path} is served under the Content-Security-Policy${shows}${clean}`, async ({ page, problems }) => {
    if (measured) await atRestForMeasuring(page);
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
    await startApp(page);
    if (route) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      if (route.crumbs.length === 0) {
        await expect(trail).toHaveCount(0);
      } else {
        await expect(trail.getByRole('listitem')).toHaveText(route.crumbs);
        // The last crumb is the current page, not a link.
        await expect(trail.getByRole('link')).toHaveCount(route.crumbs.length - 1);
        await expect(trail.locator('[aria-current="page"]')).toHaveText([route.crumbs.at(-1)!]);
      }
      expect(problems.hydration).toEqual([]);
      expect(problems.errors).toEqual([]);
    }
    // One load, measured in every look: a failure names the look.
    if (measured) expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
  });
}

test('a section that is no page of its own is a crumb without a link, and not the current page', async ({
  page,
}) => {
  for (const [path, crumbs] of [
    ['/tools/roi-calculator', ['Home', 'Tools', 'ROI Calculator']],
    ['/newsletter/unsubscribe', ['Home', 'Newsletter', 'Unsubscribe']],
  ] as const) {
    await openPage(page, path);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('listitem')).toHaveText([...crumbs]);
    await expect(trail.getByRole('link')).toHaveText(['Home']);
    await expect(trail.locator('[aria-current="page"]')).toHaveText([crumbs[2]]);
  }
});

test('an unknown path shows the not-found page and logs the path', async ({ page, problems }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.headline);
  expect(problems.hydration).toEqual([]);
});

test('an unknown service says it was not found and lists every service', async ({ page }) => {
  const response = await page.goto('/services/no-such-service');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found');
  await expect(page.getByRole('navigation', { name: 'Our services' }).getByRole('link')).toHaveCount(8);
  await expect(page).toHaveURL(/\/services\/no-such-service$/);
});

test('a retired service URL lands on its real service', async ({ page }) => {
  await page.goto('/services/digital-advertising');
  await expect(page).toHaveURL(/\/services\/ppc-advertising$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PPC Advertising');
});

// From a page that is still an app; a page of islands links to the next page as a document.
test('links navigate inside the app without a full reload', async ({ page }) => {
  await openPage(page, APP_PAGE);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(page).toHaveTitle(/Services/);
});
