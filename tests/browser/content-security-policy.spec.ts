import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { clientDir } from '../../src/server/dist-dir';
import { api } from '../support/api';
import { appLive, expect, startApp, test } from './fixtures';

/** Every page the build wrote, as the path a visitor opens (the 404 pages by an unknown path). */
function builtPaths(): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => relative(clientDir, `${clientDir}/${file}`))
    .map((file) =>
      file.endsWith('404.html')
        ? `/${file.replace(/404\.html$/, '')}no-such-page`
        : `/${file.replace(/\/?index\.html$/, '')}`,
    )
    .sort();
}

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
  for (const path of builtPaths()) {
    test(`${path} loads and comes alive without a violation`, async ({ page, cspViolations }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
      await startApp(page);
      expect(cspViolations).toEqual([]);
    });
  }

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
