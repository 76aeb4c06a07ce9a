import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { api, createMember } from '../support/api';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';
import { takeAPersonsTime } from './fill-time';
import { expect, openPage, test } from './fixtures';

// A server of this file's own: the unread count is exact only when no other
// test sends enquiries meanwhile, and one test restarts it.
let server: TestServer;

// Two browser contexts and a sign-in each: slow on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  server = await startTestServer();
});

test.afterAll(async () => {
  await server?.stop();
});

async function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
}

const bellOf = (page: Page) => page.getByRole('button', { name: /^New enquiries/ });

/** Signs the admin in through the header's Admin Login dialog; the bell then connects. */
async function signInAsAdmin(page: Page): Promise<void> {
  await openPage(page, '/');
  await page.getByRole('button', { name: 'Admin login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(server.admin.email);
  await dialog.getByLabel('Password', { exact: true }).fill(server.admin.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(bellOf(page)).toHaveAttribute('data-connection', 'live');
}

function visitor() {
  const id = randomBytes(3).toString('hex');
  return { name: `Visitor ${id}`, email: `visitor-${id}@example.com` };
}

/** A visitor sends an enquiry from the contact page, as a person does. */
async function sendEnquiry(page: Page, from: { name: string; email: string }, message?: string) {
  await openPage(page, '/contact');
  await page.getByRole('textbox', { name: 'Name' }).fill(from.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(from.email);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill(message ?? `We would like help with local SEO, please (${from.name}).`);
  await takeAPersonsTime(page.getByRole('textbox', { name: 'Message' }));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Enquiry submitted')).toBeVisible();
}

const toastFor = (page: Page, from: { name: string; email: string }) =>
  page.getByRole('alertdialog').filter({ hasText: `${from.name} (${from.email})` });

async function unreadCount(page: Page): Promise<number> {
  const label = (await bellOf(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

async function openBell(page: Page) {
  await bellOf(page).click();
  return page.getByRole('dialog', { name: 'New enquiries' });
}

async function markAllReadThroughApi(): Promise<void> {
  const client = api(server.url);
  const token = await client.signIn('users', server.admin.email, server.admin.password);
  await client.post(
    '/api/enquiries/mark-all-read',
    { before: new Date(Date.now() + 60_000).toISOString() },
    token,
  );
}

test.beforeEach(async () => {
  await markAllReadThroughApi();
});

/** Enquiries sent straight to the API, as the outbox sends them, when a test needs several. */
async function sendThroughApi(...senders: Array<{ name: string; email: string }>): Promise<void> {
  const client = api(server.url);
  for (const from of senders) {
    const response = await client.post('/api/collections/enquiries/records', {
      ...from,
      message: `We would like help with local SEO, please (${from.name}).`,
      source_page: '/contact',
      ...A_PERSONS_FILL_TIME,
    });
    expect(response.status).toBe(200);
  }
}

/** Marks every enquiry read, as each former test started, and waits until `pages` show none unread. */
async function allReadOn(...pages: Page[]): Promise<void> {
  await markAllReadThroughApi();
  for (const page of pages) await expect(bellOf(page)).toHaveAccessibleName('New enquiries');
}

// One signed-in admin watches throughout, with a second tab, and a phone as the other device: each step
// is a former test of its own, and starts, as that test did, with every enquiry read.
test('a signed-in admin hears of enquiries live, across tabs, devices, outages and restarts', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const adminContext = await newContext(browser);
  const visitorContext = await newContext(browser);
  const phoneContext = await browser.newContext({
    baseURL: server.url,
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const first = await adminContext.newPage();
    const visitorPage = await visitorContext.newPage();
    const phone = await phoneContext.newPage();

    await test.step('after signing in focus is on the bell, and Esc in its panel returns it there', async () => {
      await openPage(first, '/');
      await first.getByRole('button', { name: 'Admin login' }).focus();
      await first.keyboard.press('Enter');
      const dialog = first.getByRole('dialog', { name: 'Admin Login' });
      await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(server.admin.email);
      await dialog.getByLabel('Password', { exact: true }).fill(server.admin.password);
      await dialog.getByLabel('Password', { exact: true }).press('Enter');
      await expect(bellOf(first)).toBeFocused();

      await first.keyboard.press('Enter');
      await expect(first.getByRole('dialog', { name: 'New enquiries' })).toBeVisible();
      await first.keyboard.press('Escape');
      await expect(first.getByRole('dialog', { name: 'New enquiries' })).toHaveCount(0);
      await expect(bellOf(first)).toBeFocused();
      await expect(bellOf(first)).toHaveAttribute('data-connection', 'live');
    });

    await test.step('an enquiry sent while the admin was offline appears once when the connection is back', async () => {
      await allReadOn(first);
      await adminContext.setOffline(true);
      await expect(bellOf(first)).toHaveAttribute('data-connection', 'offline');
      const from = visitor();
      await sendEnquiry(visitorPage, from);
      await expect(toastFor(first, from)).toHaveCount(0);

      await adminContext.setOffline(false);
      await expect(bellOf(first)).toHaveAttribute('data-connection', 'live');
      // The catch-up is a fetch made once the connection is back: on a shared
      // 2-core machine with both workers busy it has taken longer than the default wait.
      await expect(toastFor(first, from)).toBeVisible({ timeout: 30_000 });
      await expect(bellOf(first)).toHaveAccessibleName('New enquiries, 1 unread');

      // Showing the page again catches up once more; still one of each.
      await first.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const panel = await openBell(first);
      await expect(panel.getByRole('button', { name: new RegExp(from.name) })).toHaveCount(1);
      await expect(toastFor(first, from)).toHaveCount(1);
      await expect(bellOf(first)).toHaveAccessibleName('New enquiries, 1 unread');
      await first.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    });

    await test.step('the bell reconnects by itself after the server restarts', async () => {
      await allReadOn(first);
      const port = Number(new URL(server.url).port);
      await server.stop({ keepData: true });
      await expect(bellOf(first)).toHaveAttribute('data-connection', 'connecting');
      server = await startTestServer({
        dataDir: server.dataDir,
        port,
        admin: server.admin,
      });
      await expect(bellOf(first)).toHaveAttribute('data-connection', 'live', {
        timeout: 15_000,
      });

      const from = visitor();
      await sendEnquiry(visitorPage, from);
      await expect(toastFor(first, from)).toBeVisible();
    });

    await test.step('the chime can be turned off on this device, and on again', async () => {
      await allReadOn(first);
      const chimes: string[] = [];
      first.on('request', (request) => {
        if (new URL(request.url()).pathname === '/notification.mp3') chimes.push(request.url());
      });
      // A page that has played no chime yet, as a fresh sign-in's is: its first chime is asked for afresh.
      await first.reload();
      await expect(bellOf(first)).toHaveAttribute('data-connection', 'live');
      const panel = await openBell(first);
      const setting = panel.getByRole('switch', {
        name: 'Chime for new enquiries',
      });
      await expect(setting).toBeChecked();
      // The switch's input is visually hidden: a person presses its label.
      await panel.getByText('Chime for new enquiries').click();
      await expect(setting).not.toBeChecked();
      await first.keyboard.press('Escape');

      const quiet = visitor();
      await sendThroughApi(quiet);
      await expect(toastFor(first, quiet)).toBeVisible();
      // A negative: the chime would have been asked for with the toast.
      await first.waitForTimeout(1_000);
      expect(chimes).toEqual([]);

      await first.reload();
      await expect(bellOf(first)).toHaveAttribute('data-connection', 'live');
      const again = await openBell(first);
      await expect(again.getByRole('switch', { name: 'Chime for new enquiries' })).not.toBeChecked();
      await again.getByText('Chime for new enquiries').click();
      await expect(again.getByRole('switch', { name: 'Chime for new enquiries' })).toBeChecked();
      await first.keyboard.press('Escape');
      await sendThroughApi(visitor());
      await expect.poll(() => chimes.length).toBeGreaterThan(0);
    });

    // The second tab restores the same session.
    const second = await adminContext.newPage();

    await test.step('opening an enquiry marks it read on the server, and a second tab agrees', async () => {
      await openPage(second, '/about');
      await expect(bellOf(second)).toHaveAttribute('data-connection', 'live');
      await allReadOn(first, second);

      const opened = visitor();
      await sendThroughApi(opened, visitor());
      for (const page of [first, second]) {
        await expect(bellOf(page)).toHaveAccessibleName('New enquiries, 2 unread');
      }

      const panel = await openBell(first);
      await panel.getByRole('button', { name: new RegExp(opened.name) }).click();
      const details = first.getByRole('dialog', {
        name: `Enquiry from ${opened.name}`,
      });
      await expect(
        details.getByText(`We would like help with local SEO, please (${opened.name}).`),
      ).toBeVisible();
      await expect(details.getByText('/contact')).toBeVisible();
      for (const page of [first, second]) {
        await expect(bellOf(page)).toHaveAccessibleName('New enquiries, 1 unread');
      }
      const secondPanel = await openBell(second);
      await expect(secondPanel.getByRole('button', { name: new RegExp(opened.name) })).toHaveCount(0);
      await second.keyboard.press('Escape');
      await expect(secondPanel).toHaveCount(0);

      const client = api(server.url);
      const token = await client.signIn('users', server.admin.email, server.admin.password);
      const stored = await client.get<{ items: Array<{ read_at: string }> }>(
        `/api/collections/enquiries/records?filter=${encodeURIComponent(`name="${opened.name}"`)}`,
        token,
      );
      expect(stored.body.items[0]?.read_at).not.toBe('');
    });

    // The phone's clock is the test's, from its first page, so that the toast's 8 seconds can be measured.
    await phone.clock.install();

    await test.step('Mark all read empties the list in every tab and on another device, and then hides', async () => {
      await allReadOn(first, second);
      await sendThroughApi(visitor(), visitor(), visitor());
      await expect(bellOf(second)).toHaveAccessibleName('New enquiries, 3 unread');
      await expect(second).toHaveTitle(/^\(3\) About/);
      const panel = await openBell(second);
      await panel.getByRole('button', { name: 'Mark all read' }).click();
      await expect(panel.getByRole('button', { name: 'Mark all read' })).toHaveCount(0);
      await expect(panel.getByText('No new enquiries')).toBeVisible();
      for (const page of [first, second]) {
        await expect(bellOf(page)).toHaveAccessibleName('New enquiries');
        await expect(page).toHaveTitle(/^[^(]/);
      }

      await signInAsAdmin(phone);
      await expect(bellOf(phone)).toHaveAccessibleName('New enquiries');
    });

    await test.step("on a phone, the signed-in admin's header keeps the menu on screen, and the menu reaches every section", async () => {
      const menu = phone.getByLabel('Open menu');
      await expect(menu).toBeVisible();
      for (const control of [bellOf(phone), phone.getByRole('button', { name: 'Sign out' }), menu]) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await menu.click();
      const nav = phone.getByRole('dialog', { name: 'Menu' });
      await expect(nav.getByRole('link', { name: /^Education/ })).toBeVisible();
      await expect(nav.getByRole('link', { name: /^Pricing/ })).toBeVisible();
      await phone.keyboard.press('Escape');
      await expect(nav).toHaveCount(0);
    });

    await test.step("the admin gets the toast, badge and list entry of a visitor's enquiry within seconds", async () => {
      await allReadOn(first, second, phone);
      // The page's timers wait for the test from here, so the toast's 8 seconds can be measured.
      await phone.clock.pauseAt(Date.now() + 1_000);

      const from = visitor();
      await sendEnquiry(visitorPage, from);

      const toast = toastFor(phone, from);
      await expect(toast).toBeVisible({ timeout: 5_000 });
      await expect(toast).toContainText('New Enquiry Received!');
      await expect(bellOf(phone)).toHaveAccessibleName('New enquiries, 1 unread');
      await expect(bellOf(phone).getByText('1', { exact: true })).toBeVisible();
      // Seen from another tab too: the count leads the tab's title.
      const title = await phone.title();
      expect(title).toMatch(/^\(1\) \S/);

      // The toast shows for 8 seconds.
      await phone.clock.runFor(7_900);
      await expect(toast).toBeVisible();
      await phone.clock.runFor(200);
      await expect(toast).toBeHidden();

      const panel = await openBell(phone);
      await expect(panel.getByRole('button', { name: new RegExp(from.name) })).toBeVisible();
    });

    // No page is open to be told of each of the next hundred.
    await phoneContext.close();
    await first.close();
    await second.close();

    await test.step('the badge shows 99+ above 99 unread', async () => {
      await markAllReadThroughApi();
      const client = api(server.url);
      const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
      // Batches of ten: a batch is one transaction with a time limit of its own, which fifty enquiries,
      // each queueing its mail, can pass on a loaded machine.
      for (let batch = 0; batch < 10; batch += 1) {
        const requests = Array.from({ length: 10 }, (_, n) => ({
          method: 'POST',
          url: '/api/collections/enquiries/records',
          body: {
            name: `Bulk ${batch}-${n}`,
            email: 'bulk@example.com',
            message: 'One of very many enquiries.',
          },
        }));
        const answer = await client.post('/api/batch', { requests }, superuser);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      }
      // The admin comes back to the site, the session kept.
      const page = await adminContext.newPage();
      await openPage(page, '/about');
      await expect(bellOf(page)).toHaveAttribute('data-connection', 'live');
      await expect(bellOf(page)).toHaveAccessibleName('New enquiries, 100 unread');
      await expect(bellOf(page).getByText('99+')).toBeVisible();
      expect(await unreadCount(page)).toBe(100);
    });
  } finally {
    await phoneContext.close();
    await adminContext.close();
    await visitorContext.close();
  }
});

test('a member sees no admin controls and signs out; signed out, the inbox says to sign in, and signs the admin in', async ({
  browser,
}) => {
  const client = api(server.url);
  const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
  const member = await createMember(client, superuser);
  const record = (await client.get(`/api/collections/users/records/${member.id}`, member.token)).body;
  const context = await newContext(browser);
  try {
    // The member's session is kept from an earlier visit: stored once, before the tab's first page.
    await context.addInitScript(
      (auth) => {
        if (sessionStorage.getItem('member-session-stored')) return;
        sessionStorage.setItem('member-session-stored', 'yes');
        localStorage.setItem('pocketbase_auth', auth);
      },
      JSON.stringify({ token: member.token, record }),
    );
    const page = await context.newPage();

    await test.step('a member sees no admin controls, and neither the page nor the API gives them enquiries', async () => {
      await sendEnquiry(page, visitor());
      await openPage(page, '/admin/enquiries');
      await expect(page.getByText('Only the admin can view enquiries.')).toBeVisible();
      await expect(page.getByRole('button', { name: /^New enquiries/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Admin login' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Analytics dashboard' })).toHaveCount(0);

      const answer = await page.evaluate(async (token) => {
        const response = await fetch('/api/collections/enquiries/records', {
          headers: { Authorization: token },
        });
        return {
          status: response.status,
          body: (await response.json()) as { totalItems: number },
        };
      }, member.token);
      expect(answer).toMatchObject({ status: 200, body: { totalItems: 0 } });

      // A member can sign out, from the header.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('button', { name: 'Admin login' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
    });

    await test.step('signed out, the inbox says to sign in and shows no data', async () => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await openPage(page, '/admin/enquiries');
      await expect(page.getByText('Please sign in to view enquiries.')).toBeVisible();
      expect(requests.filter((path) => path.startsWith('/api/collections/enquiries'))).toEqual([]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      // Opened from a bookmark, the page itself signs the admin in, and becomes the inbox.
      const signIn = page.getByRole('region', { name: 'Admin sign-in' });
      await signIn.getByRole('textbox', { name: 'Email', exact: true }).fill(server.admin.email);
      await signIn.getByLabel('Password', { exact: true }).fill(server.admin.password);
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('searchbox', { name: 'Search enquiries' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /^\d+ enquir/ })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(bellOf(page)).toBeVisible();
    });
  } finally {
    await context.close();
  }
});

/** The notifications the site's service worker is showing on the page's behalf. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      url: (data as { url?: string } | null)?.url,
    }));
  });
}

test('switched on from the bell, a new enquiry notifies the admin while the site is not in front, and only then', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: server.url,
    permissions: ['notifications'],
    serviceWorkers: 'allow',
  });
  const visitors = await newContext(browser);
  try {
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    // Each page is told it has the focus unless this is off (after loading: it holds for the page's
    // renderer); a real browser tells only the one in front.
    await (await context.newCDPSession(admin)).send('Emulation.setFocusEmulationEnabled', { enabled: false });
    await admin.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await openBell(admin);
    const panel = admin.getByRole('dialog', { name: 'New enquiries' });
    const notify = panel.getByRole('switch', {
      name: "Notify me when I'm away",
    });
    await expect(notify).not.toBeChecked();
    await panel.getByText("Notify me when I'm away").click();
    await expect(notify).toBeChecked();
    await admin.keyboard.press('Escape');

    // The admin is in front: the toast tells, and no notification (the last check shows none came later).
    await admin.bringToFront();
    expect(await admin.evaluate(() => document.hasFocus())).toBe(true);
    const first = visitor();
    const client = api(server.url);
    const superuser = await client.signIn('_superusers', server.admin.email, server.admin.password);
    const sent = await client.post(
      '/api/collections/enquiries/records',
      { ...first, message: 'Sent while the admin is looking.' },
      superuser,
    );
    expect(sent.status).toBe(200);
    await expect(toastFor(admin, first)).toBeVisible();

    // Another tab in front: the next one notifies, and its click opens that enquiry.
    const elsewhere = await context.newPage();
    await openPage(elsewhere, '/about');
    await elsewhere.bringToFront();
    expect(await admin.evaluate(() => document.hasFocus())).toBe(false);
    const second = visitor();
    await sendEnquiry(await visitors.newPage(), second);
    await expect
      .poll(() => shownNotifications(admin), { timeout: 15_000 })
      .toEqual([
        expect.objectContaining({
          title: 'New Enquiry Received!',
          body: `${second.name} (${second.email})`,
          url: expect.stringMatching(/^\/admin\/enquiries\?enquiry=[a-z0-9]{15}$/),
        }),
      ]);
  } finally {
    await visitors.close();
    await context.close();
  }
});
