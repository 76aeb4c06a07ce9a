import { expect, openPage, test } from './fixtures';

for (const path of ['/', '/services/seo', '/contact']) {
  test(`${path} paints its prerendered HTML before it fetches any JavaScript, then comes alive`, async ({
    page,
  }) => {
    await openPage(page, path);
    const timings = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timings.firstContentfulPaint).toBeDefined();
    expect(timings.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timings.scripts)).toBeGreaterThan(timings.firstContentfulPaint!);
  });
}
