import { api } from '../support/api';
import { appLive, expect, startApp, test } from './fixtures';

interface LogList {
  items: Array<{ data: { document?: string; blocked?: string; directive?: string } }>;
}

/** Reads the violations the report route logged, as the dashboard's Logs show them. */
async function violationLog(baseURL: string): Promise<() => Promise<LogList['items']>> {
  const client = api(baseURL);
  const token = await client.signIn(
    '_superusers',
    process.env.SITE_ADMIN_EMAIL!,
    process.env.SITE_ADMIN_PASSWORD!,
  );
  const filter = encodeURIComponent('message = "CSP violation"');
  return async () => (await client.get<LogList>(`/api/logs?filter=${filter}&perPage=500`, token)).body.items;
}

test.describe('the Content-Security-Policy', () => {
  // Each built page is loaded under the policy by routes.spec.ts.
  test('no page of the site had a violation reported', async ({ baseURL, page }) => {
    await page.goto('/');
    await startApp(page);
    const reported = await (await violationLog(baseURL!))();
    expect(reported.filter((item) => !item.data.document?.includes('/contact?csp-test'))).toEqual([]);
  });

  test('blocks an injected inline script and reports it', async ({ baseURL, page, cspViolations }) => {
    const reportedViolations = await violationLog(baseURL!);
    await page.goto('/contact?csp-test');
    await appLive(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      return (window as Window & { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toMatch(/script-src-elem blocked inline/);

    await expect
      .poll(
        async () => (await reportedViolations()).filter((item) => item.data.document?.includes('csp-test')),
        // The browser sends reports in its own time, later still on a busy machine.
        { timeout: 40_000 },
      )
      .toEqual([
        expect.objectContaining({
          data: expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' }),
        }),
      ]);
    // Checked: this one was caused on purpose.
    cspViolations.length = 0;
  });
});
