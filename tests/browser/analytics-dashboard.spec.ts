import type { Page } from '@playwright/test';
import { injectAxe } from './axe';
import { expect, openPage, test } from './fixtures';

async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const found = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (options: unknown) => Promise<{ violations: unknown[] }> } }).axe.run(
      { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    ),
  )) as { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
  return found.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The figure that leads "N visitors in the last 5 minutes". */
function liveCount(text: string | null): number {
  return Number(/\d[\d,]*/.exec(text ?? '')?.[0].replace(/,/g, '') ?? Number.NaN);
}

/** The admin's sign-in as the API answers it, which the SDK stores as it is. */
async function adminSignIn(baseURL: string): Promise<{ token: string }> {
  const response = await fetch(`${baseURL}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      identity: process.env.SITE_ADMIN_EMAIL,
      password: process.env.SITE_ADMIN_PASSWORD,
    }),
  });
  return (await response.json()) as { token: string };
}

test.describe('analytics dashboard', () => {
  test('a visitor is told to sign in', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('newsletter-popup-shown', 'true'));
    await openPage(page, '/admin/analytics');
    const dialog = page.getByRole('dialog', { name: 'Analytics Dashboard' });
    await expect(dialog.getByText('Please sign in to view analytics.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('Export CSV saves a file named for the period and the UK date', async ({ page, baseURL }) => {
    const auth = JSON.stringify(await adminSignIn(baseURL!));
    await page.addInitScript((stored) => {
      localStorage.setItem('pocketbase_auth', stored);
      localStorage.setItem('newsletter-popup-shown', 'true');
    }, auth);
    // Half past eleven at night in UTC in summer: the next day already in the UK.
    await page.clock.install({ time: new Date('2026-06-30T23:30:00Z') });
    await openPage(page, '/admin/analytics');
    const dialog = page.getByRole('dialog', { name: 'Analytics Dashboard' });
    await expect(dialog.getByText('Page Views', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('analytics-7d-2026-07-01.csv');
  });

  for (const preferences of [{}, { theme: 'dark', contrast: 'high' }]) {
    test(`the admin reads the figures and sees a visitor arrive live (${JSON.stringify(preferences)})`, async ({
      page,
      browser,
      baseURL,
      problems,
    }) => {
      // Two browsers, a live connection and axe on a large dialog: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      // The session contract: the SDK's stored auth, as a sign-in leaves it.
      const signedIn = await adminSignIn(baseURL!);
      const auth = JSON.stringify(signedIn);
      const pageViewsFrom = async (source: string) => {
        const query = new URLSearchParams({ filter: `utm_source="${source}"`, perPage: '1' });
        const found = await fetch(`${baseURL}/api/collections/user_analytics/records?${query}`, {
          headers: { Authorization: signedIn.token },
        });
        return ((await found.json()) as { totalItems: number }).totalItems;
      };
      await page.addInitScript(
        ([stored, saved]) => {
          localStorage.setItem('pocketbase_auth', stored!);
          localStorage.setItem('clear-north:preferences', saved!);
          localStorage.setItem('newsletter-popup-shown', 'true');
        },
        [auth, JSON.stringify(preferences)],
      );

      // Time is stopped later, so the count's 30-second timer cannot be what updates it.
      await page.clock.install();
      const recounts: Array<{ sentAt: number; visitors: Promise<number> }> = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== '/api/analytics/realtime') return;
        const answered = request
          .response()
          .then(async (answer) => (await answer!.json()) as { visitors: number });
        recounts.push({ sentAt: Date.now(), visitors: answered.then(({ visitors }) => visitors) });
      });
      await openPage(page, '/admin/analytics');
      const dialog = page.getByRole('dialog', { name: 'Analytics Dashboard' });
      for (const label of ['Page Views', 'Unique Visitors', 'Total Events', 'Conversion Rate']) {
        await expect(dialog.getByText(label, { exact: true })).toBeVisible();
      }
      await expect(dialog.getByRole('radio', { name: '7d' })).toBeChecked();
      await expect(dialog.locator('canvas').first()).toBeVisible();
      await expect(
        dialog.getByRole('table', { name: 'Page views and visitors per day (UTC)' }),
      ).toBeAttached();
      await expect(dialog.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByRole('radio', { name: '24h' }).click();
      await expect(page).toHaveURL(/\/admin\/analytics\?period=24h$/);
      await expect(
        dialog.getByRole('table', { name: 'Page views and visitors per hour (UTC)' }),
      ).toBeAttached();
      await expect(
        dialog.getByRole('table', { name: 'Page views and visitors per hour (UTC)' }).getByRole('row'),
      ).toHaveCount(25);

      const live = dialog.getByRole('status').filter({ hasText: 'in the last 5 minutes' });
      await expect(live).toBeVisible();
      // Once time is stopped and the recounts already under way have answered, only a realtime event can
      // ask for the count again (the 30-second timer cannot fire).
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.clock.runFor(600);
      await Promise.all(recounts.map(({ visitors }) => visitors));

      const marker = `live-${Date.now()}`;
      const visitorContext = await browser.newContext();
      let storedAt = 0;
      try {
        const visitor = await visitorContext.newPage();
        await visitor.addInitScript(() => localStorage.setItem('newsletter-popup-shown', 'true'));
        await openPage(visitor, `/pricing?utm_source=${marker}`);
        await expect.poll(() => pageViewsFrom(marker), { timeout: 15_000 }).toBeGreaterThan(0);
        storedAt = Date.now();
        // Only the realtime event's short settling delay is let run, a little at a time.
        await expect
          .poll(
            async () => {
              await page.clock.runFor(600);
              return recounts.some(({ sentAt }) => sentAt >= storedAt);
            },
            { timeout: 15_000 },
          )
          .toBe(true);
      } finally {
        await visitorContext.close();
      }
      // Other tests' visitors leave the five-minute window meanwhile, so the figure shown must be the
      // server's answer to a count asked after the visit was stored, not merely a larger number.
      const counted = await recounts.at(-1)!.visitors;
      expect(counted).toBeGreaterThan(0);
      await expect.poll(async () => liveCount(await live.textContent())).toBe(counted);

      await dialog.getByRole('tab', { name: 'Conversions' }).click();
      await expect(dialog.getByText('Newsletter Signups')).toBeVisible();
      expect(problems.errors).toEqual([]);
      expect(problems.hydration).toEqual([]);
    });
  }
});
