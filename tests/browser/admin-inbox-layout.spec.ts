import type { Locator, Page } from '@playwright/test';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { keepAdminSession } from './admin-sign-in';
import { expect, openPage, test } from './fixtures';

// A server of this file's own, so the inbox holds exactly what the tests put in.
let server: TestServer;
let longId: string;

const LONG_NAME = 'Alexandra Montgomery-Fitzwilliam (Northumberland Holiday Cottages Ltd)';
const LONG_EMAIL = 'alexandra.montgomery-fitzwilliam@northumberland-holiday-cottages.co.uk';

test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  server = await startTestServer();
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  for (const n of [1, 2, 3]) {
    const created = await client.post(
      '/api/collections/enquiries/records',
      {
        name: `Short Sender ${n}`,
        email: `short${n}@example.com`,
        message: 'A short question.',
        service: 'seo',
        topic: n === 3 ? 'waitlist' : 'enquiry',
      },
      superuser,
    );
    expect(created.status).toBe(200);
  }
  const long = await client.post(
    '/api/collections/enquiries/records',
    {
      name: LONG_NAME,
      email: LONG_EMAIL,
      message: `We run ${'twelve '.repeat(20)}cottages and want more bookings.`,
      service: 'seo',
    },
    superuser,
  );
  expect(long.status).toBe(200);
  longId = String(long.body.id);
});

test.afterAll(async () => {
  await server?.stop();
});

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const items = (page: Page) => page.getByRole('main').getByRole('article');

/** The page does not scroll sideways, and each control is wholly on the screen's width. */
async function expectFitsTheWidth(page: Page, width: number, controls: Locator[]): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

/** The header's controls a signed-in admin needs: sign out, and on a phone the menu. */
function headerControls(page: Page, width: number): Locator[] {
  const signOut = page.getByRole('button', { name: 'Sign out' });
  return width < 768 ? [signOut, page.getByLabel('Open menu')] : [signOut];
}

test('the inbox fits a phone and a desktop: long names, the first screen and the filters', async ({
  page,
}) => {
  // Eight tests' worth of steps in one signed-in page.
  test.setTimeout(8 * 60_000);
  await keepAdminSession(page, server);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await openPage(page, `${server.url}/admin/enquiries`);
    await expect(items(page)).toHaveCount(4);

    // Measured first, before anything is opened: the page as it loads.
    await test.step(`at ${size.width} px, the first enquiry is on the first screen, clear of the bars`, async () => {
      const first = (await items(page).first().locator('summary').boundingBox())!;
      const clear = await page.evaluate(() => {
        const bar = document.querySelector('nav[aria-label="Quick links"]')!.getBoundingClientRect();
        return bar.height > 0 ? bar.top : innerHeight;
      });
      expect(first.y + first.height).toBeLessThanOrEqual(clear);
    });

    await test.step(`at ${size.width} px, a long name and address neither widen the inbox nor push its controls off the screen`, async () => {
      const long = items(page).filter({ has: page.getByRole('heading', { name: LONG_NAME }) });
      await expectFitsTheWidth(page, size.width, headerControls(page, size.width));

      await long.locator('summary').click();
      const reply = long.getByRole('link', { name: `Reply to ${LONG_NAME}` });
      await expectFitsTheWidth(page, size.width, [
        ...headerControls(page, size.width),
        reply,
        long.getByRole('link', { name: LONG_EMAIL }),
        long.getByRole('paragraph').filter({ hasText: /^We run twelve/ }),
        long.getByRole('button', { name: 'Archive' }),
      ]);
    });

    if (size.width === 390)
      await test.step('at 390 px the filters fold behind one Filter control that counts those set, and still go in the address', async () => {
        const toggle = page.getByRole('button', { name: /^Filter/ });
        await expect(toggle).toHaveText('Filter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('combobox', { name: 'State' })).toBeHidden();

        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await page.getByRole('combobox', { name: 'Asking for' }).selectOption({ label: 'Waitlist' });
        await expect(page).toHaveURL(/[?&]topic=waitlist/);
        await expect(items(page)).toHaveCount(1);
        await page.getByRole('combobox', { name: 'Service' }).selectOption({ label: 'SEO' });
        await expect(page).toHaveURL(/[?&]service=seo/);
        await expect(toggle).toHaveText('Filter (2)');

        // Opened from the address, the filters stay folded, and their count says they are there.
        await openPage(page, `${server.url}/admin/enquiries?state=all&topic=waitlist&service=seo`);
        await expect(page.getByRole('button', { name: 'Filter (3)' })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
        await expect(items(page)).toHaveCount(1);
        await page.getByRole('button', { name: 'Filter (3)' }).click();
        await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('all');
        await page.getByRole('button', { name: 'Clear filters' }).click();
        await expect(page).toHaveURL(`${server.url}/admin/enquiries`);
        await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
        await expect(items(page)).toHaveCount(4);
      });
    else
      await test.step('at 1280 px every filter is in view, with no Filter control to open', async () => {
        await openPage(page, `${server.url}/admin/enquiries?topic=waitlist`);
        await expect(page.getByRole('button', { name: /^Filter/ })).toBeHidden();
        for (const filter of ['State', 'Service', 'Asking for'])
          await expect(page.getByRole('combobox', { name: filter })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Asking for' })).toHaveValue('waitlist');
        await page.getByRole('combobox', { name: 'Asking for' }).selectOption({ label: 'Anything' });
        await expect(page).toHaveURL(`${server.url}/admin/enquiries`);
        await expect(items(page)).toHaveCount(4);
      });

    await test.step(`at ${size.width} px, the mail's link to a long-named sender's enquiry fits the screen`, async () => {
      await openPage(page, `${server.url}/admin/enquiries?enquiry=${longId}`);
      await expect(items(page)).toHaveCount(1);
      await expectFitsTheWidth(page, size.width, [
        ...headerControls(page, size.width),
        page.getByRole('link', { name: `Reply to ${LONG_NAME}` }),
        page.getByRole('button', { name: 'Show all enquiries' }),
      ]);
    });
  }
});
