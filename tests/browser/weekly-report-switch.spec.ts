import { ADMIN_SETTINGS, WEEKLY_REPORT_SWITCH } from '@/definitions/weekly-report';
import { atRestForMeasuring, violations } from './axe';
import { expect, openPage, test } from './fixtures';

const SETTING = `/api/collections/${ADMIN_SETTINGS.collection}/records/${ADMIN_SETTINGS.id}`;

test('the admin turns the weekly report off and on by keyboard, and it stays so, at each width', async ({
  page,
  baseURL,
  admin,
  problems,
}) => {
  // A reload and axe on a large dialog at each of two widths: more than the default on a busy machine.
  test.setTimeout(2 * 90_000);
  const stored = async () =>
    (await admin.client.get<{ weekly_report: boolean }>(SETTING, admin.token)).body.weekly_report;
  // The session as a sign-in stores it.
  const signIn = await fetch(`${baseURL}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      identity: process.env.SITE_ADMIN_EMAIL,
      password: process.env.SITE_ADMIN_PASSWORD,
    }),
  });
  const auth = JSON.stringify(await signIn.json());
  await page.addInitScript((session) => localStorage.setItem('pocketbase_auth', session), auth);
  await atRestForMeasuring(page);

  // One setting for the whole site: one width after the other.
  for (const width of [390, 1280]) {
    await test.step(`the admin turns the weekly report off and on by keyboard, and it stays so (${width} px)`, async () => {
      expect((await admin.client.patch(SETTING, { weekly_report: true }, admin.token)).status).toBe(200);
      await page.setViewportSize({ width, height: 900 });

      await openPage(page, '/admin/analytics');
      const dialog = page.getByRole('dialog', { name: 'Analytics Dashboard' });
      const control = dialog.getByRole('switch', { name: WEEKLY_REPORT_SWITCH });
      await expect(control).toBeChecked();
      await expect(control).toBeEnabled();

      // The switch is the dialog's last control: from the first, Shift+Tab wraps round to it.
      await dialog.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Shift+Tab');
      await expect(control).toBeFocused();
      await page.keyboard.press('Space');
      await expect(control).not.toBeChecked();
      await expect.poll(stored, { timeout: 10_000 }).toBe(false);

      await page.reload();
      await expect(control).not.toBeChecked();
      await expect(control).toBeEnabled();
      expect(await violations(page)).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways).toBe(false);

      await control.focus();
      await page.keyboard.press('Space');
      await expect(control).toBeChecked();
      await expect.poll(stored, { timeout: 10_000 }).toBe(true);
      expect(problems.errors).toEqual([]);
      expect(problems.hydration).toEqual([]);
    });
  }
});
