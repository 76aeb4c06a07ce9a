import { expect, openPage, test } from './fixtures';
import { undersizedTargets } from './target-sizes';
import { visitorRoutes as routes } from './visitor-routes';

for (const viewport of [
  { tag: '', width: 1280, height: 800 },
  { tag: ' @mobile', width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px${viewport.tag}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every link and button on every public page is at least 24 px square, or spaced apart', async ({
      page,
    }) => {
      test.slow();
      const failures: string[] = [];
      for (const route of routes) {
        await openPage(page, route);
        for (const failure of await undersizedTargets(page)) failures.push(`${route}: ${failure}`);
      }
      expect(failures).toEqual([]);
    });

    test('the primary actions are at least 44 px tall', async ({ page }) => {
      test.slow();
      const primary = [
        { route: '/', role: 'button', name: 'Send Message' },
        { route: '/contact', role: 'button', name: 'Send Message' },
        { route: '/pricing', role: 'link', name: 'Get Started' },
        { route: '/pricing', role: 'link', name: 'Start Growing' },
        { route: '/pricing', role: 'link', name: 'Scale Now' },
        { route: '/services/seo', role: 'link', name: 'Get Your Free Consultation' },
        { route: '/business-examples', role: 'button', name: 'Search Examples' },
        { route: '/blog', role: 'link', name: 'Book a Strategy Call' },
        { route: '/auth', role: 'button', name: 'Sign In' },
      ] as const;
      for (const { route, role, name } of primary) {
        await openPage(page, route);
        const box = await page.getByRole('main').getByRole(role, { name, exact: true }).first().boundingBox();
        expect(box?.height, `${name} on ${route}`).toBeGreaterThanOrEqual(44);
      }
    });
  });
}
