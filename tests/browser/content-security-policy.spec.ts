import { violationLog } from './csp-report-log';
import { appLive, expect, test } from './fixtures';

test.describe('the Content-Security-Policy', () => {
  // Each built page is loaded under the policy, and the log of reports read, by page-sweep.spec.ts.
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
