import type { Page } from '@playwright/test';
import { newRecordId } from '@/lib/record-id';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { NONE_IN_ANY_LOOK, violationsInEveryLook } from './axe';
import { expect, openPage, test } from './fixtures';

// A server of this file's own, so the dashboard shows exactly the visits made here.
let server: TestServer;

test.use({ serviceWorkers: 'block' });

const AGENTS = {
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/** Twelve pages the site has, and one it does not. */
const PAGES = [
  '/',
  '/services',
  '/about',
  '/blog',
  '/education',
  '/pricing',
  '/contact',
  '/privacy',
  '/business-examples',
  '/tools/roi-calculator',
  '/services/seo',
  '/services/branding',
];
const MISSING = '/account';

test.beforeAll(async () => {
  server = await startTestServer();
  const client = api(server.url);
  // Sent as each visitor's browser sends it: the families come from the User-Agent header.
  const view = async (session: string, path: string, agent: string, query = '') => {
    const sent = await client.request('POST', '/api/collections/user_analytics/records', {
      body: {
        id: newRecordId(),
        session_id: session,
        page_url: `${server.url}${path}${query}`,
        event_type: 'page_view',
        event_data: { path },
        client_ts: new Date().toISOString(),
      },
      headers: { 'User-Agent': agent },
    });
    expect(sent.status).toBe(200);
  };
  // One visitor on Firefox reads every page, one on an Android phone comes from an e-mail campaign
  // and follows a broken link.
  for (const path of PAGES) await view('session-reader-0001', path, AGENTS.firefox);
  await view('session-phone-00001', '/pricing', AGENTS.android, '?utm_source=newsletter&utm_medium=email');
  await view('session-phone-00001', MISSING, AGENTS.android);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Signs the admin in as a kept session does, for every page the test opens. */
async function keepSession(page: Page): Promise<void> {
  const client = api(server.url);
  const auth = await client.request<Record<string, unknown>>(
    'POST',
    '/api/collections/users/auth-with-password',
    {
      body: { identity: server.admin.email, password: server.admin.password },
    },
  );
  await page.addInitScript((stored) => {
    localStorage.setItem('pocketbase_auth', stored);
    localStorage.setItem('newsletter-popup-shown', 'true');
  }, JSON.stringify(auth.body));
}

/** Opens the dashboard afresh, at its own address. */
async function openDashboard(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await openPage(page, `${server.url}/admin/analytics`);
  const dialog = page.getByRole('dialog', { name: 'Analytics Dashboard' });
  await expect(dialog.getByText('Page Views', { exact: true })).toBeVisible();
  return dialog;
}

test('the admin reads the dashboard in depth, signed in once', async ({ page }) => {
  // Five tests' worth of steps in one signed-in page.
  test.setTimeout(5 * 60_000);
  await keepSession(page);
  await test.step('browsers, systems and mediums are broken down, broken links kept apart, and long lists shown in full on request', async () => {
    const dialog = await openDashboard(page);
    const table = (name: string | RegExp) => dialog.getByRole('table', { name });
    await expect(table('Browsers').getByRole('row')).toHaveText([/Browser/, /^Chrome\s*1$/, /^Firefox\s*1$/]);
    await expect(table('Operating systems').getByRole('row')).toHaveText([
      /System/,
      /^Android\s*1$/,
      /^Linux\s*1$/,
    ]);
    await expect(table('UTM mediums').getByRole('row')).toHaveText([/utm_medium/, /^email\s*1$/]);

    await dialog.getByRole('tab', { name: 'Top Pages' }).click();
    const top = table('Top pages');
    await expect(top.getByRole('row')).toHaveCount(11);
    await expect(top).not.toContainText(MISSING);
    await expect(table('Broken links').getByRole('row')).toHaveText([
      /Address with no page/,
      /^\/account\s*1$/,
    ]);
    await dialog.getByRole('button', { name: 'Show all 12 top pages' }).click();
    await expect(top.getByRole('row')).toHaveCount(13);
    await dialog.getByRole('button', { name: 'Show the top 10' }).click();
    await expect(top.getByRole('row')).toHaveCount(11);

    await dialog.getByRole('tab', { name: 'Recent Events' }).click();
    const events = table(/^The latest \d+ events$/);
    await expect(events.getByRole('cell', { name: 'Page view', exact: true }).first()).toBeVisible();
    await expect(events).not.toContainText('page_view');
  });

  await test.step('a click on a device or a row filters every card, the chart and the lists, in the address, and Back undoes it', async () => {
    const dialog = await openDashboard(page);
    const pageViews = dialog.getByRole('listitem').filter({ hasText: 'Page Views' });
    await expect(pageViews).toContainText('14');

    await dialog.getByRole('button', { name: 'Show only visits with device Mobile' }).click();
    await expect(page).toHaveURL(/[?&]device=mobile(&|$)/);
    await expect(dialog.getByRole('group', { name: 'Filters' })).toContainText('Device: mobile');
    await expect(pageViews).toContainText('2');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Unique Visitors' })).toContainText('1');
    await expect(dialog.getByRole('table', { name: 'Browsers' }).getByRole('row')).toHaveText([
      /Browser/,
      /^Chrome\s*1$/,
    ]);
    await dialog.getByRole('tab', { name: 'Top Pages' }).click();
    await expect(dialog.getByRole('table', { name: 'Top pages' }).getByRole('row')).toHaveText([
      /Page/,
      /^\/pricing\s*1$/,
    ]);
    await expect(dialog.getByRole('table', { name: 'Broken links' })).toContainText(MISSING);

    // A shared address opens the same view.
    await openPage(page, page.url());
    await expect(dialog.getByRole('group', { name: 'Filters' })).toContainText('Device: mobile');
    await expect(pageViews).toContainText('2');
    await dialog.getByRole('button', { name: 'Remove the filter Device' }).click();
    await expect(pageViews).toContainText('14');
    await expect(page).not.toHaveURL(/device=/);

    await dialog.getByRole('tab', { name: 'Top Pages' }).click();
    await dialog.getByRole('button', { name: 'Show only visits with page /about' }).click();
    await expect(page).toHaveURL(/[?&]page=%2Fabout(&|$)/);
    await expect(pageViews).toContainText('12');
    await page.goBack();
    await expect(page).not.toHaveURL(/page=/);
    await expect(pageViews).toContainText('14');
  });

  await test.step('the chart gives each day its figures on hover and from the keyboard', async () => {
    const dialog = await openDashboard(page);
    const chart = dialog.getByRole('slider', { name: 'Page views and visitors per day' });
    await expect(dialog.locator('canvas').first()).toBeVisible();
    const box = (await chart.boundingBox())!;
    // Near the right-hand end, past the last day's midpoint: today.
    await page.mouse.move(box.x + box.width * 0.95, box.y + box.height / 2, { steps: 4 });
    await expect(dialog.getByText(/: 14 page views, 2 visitors$/)).toBeVisible();

    await chart.focus();
    await page.keyboard.press('End');
    await expect(chart).toHaveAttribute('aria-valuetext', /: 14 page views, 2 visitors$/);
    await page.keyboard.press('ArrowLeft');
    await expect(chart).toHaveAttribute('aria-valuetext', /: 0 page views, 0 visitors$/);
    await expect(chart).toHaveAttribute('aria-valuenow', '5');
  });

  await test.step('a custom range of days shows its own figures, in the address, and says what is wrong with it', async () => {
    const dialog = await openDashboard(page);
    await dialog.getByRole('radio', { name: 'Custom' }).click();
    const range = dialog.getByRole('form', { name: 'Custom period' });
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await range.getByLabel('From').fill(day(0));
    await range.getByLabel('To').fill(day(2));
    await range.getByRole('button', { name: 'Apply' }).click();
    await expect(range.getByRole('alert')).toHaveText('The first day must come before the last.');

    await range.getByLabel('From').fill(day(2));
    await range.getByLabel('To').fill(day(0));
    await range.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`period=${day(2)}\\.\\.${day(0)}$`));
    await expect(dialog.getByText(/^\d+ \w+ \d{4} to \d+ \w+ \d{4}$/)).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Page Views' })).toContainText('14');
    await expect(
      dialog.getByRole('table', { name: 'Page views and visitors per day (UTC)' }).getByRole('row'),
    ).toHaveCount(4);

    // The address alone opens the same view.
    await openPage(page, page.url());
    await expect(dialog.getByRole('radio', { name: 'Custom' })).toBeChecked();
    await expect(dialog.getByText(/^\d+ \w+ \d{4} to \d+ \w+ \d{4}$/)).toBeVisible();
    await dialog.getByRole('radio', { name: '7d' }).click();
    await expect(page).toHaveURL(/period=7d$/);
  });

  await test.step('on a phone every tab is on screen and the recent events read across', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const dialog = await openDashboard(page);
    for (const name of ['Overview', 'Top Pages', 'Recent Events', 'Conversions']) {
      const tab = (await dialog.getByRole('tab', { name }).boundingBox())!;
      expect(tab.x).toBeGreaterThanOrEqual(0);
      expect(tab.x + tab.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await dialog.getByRole('tab', { name: 'Recent Events' }).click();
    const cell = dialog.getByRole('cell', { name: MISSING });
    // A path is read as a path, not a column of single letters.
    expect((await cell.boundingBox())!.width).toBeGreaterThan(60);
    expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
  });
});
