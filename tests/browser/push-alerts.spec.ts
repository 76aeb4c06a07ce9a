import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { newRecordId } from '@/lib/record-id';
import { api } from '../support/api';
import { startPushService, type PushService } from '../support/push-service';
import { A_PERSONS_FILL_TIME } from '../support/public-records';
import { startTestServer, type TestServer } from '../support/test-server';
import { signInAsAdmin } from './admin-sign-in';
import { NONE_IN_ANY_LOOK, violationsInEveryLook } from './axe';
import { expect, openPage, test } from './fixtures';
import { waitForWorkerControl } from './service-worker';

// Alerts with the site closed, from the bell's switch to the tap. Chromium
// here has no push service to subscribe with (it would ask Google's), so the
// test plays that part: the page's PushManager hands out a subscription of
// the loopback push service (tests/support/push-service.ts), which takes the
// server's real push and decrypts it as the phone would, and DevTools
// delivers that message to the site's service worker, as the phone's push
// service does. The rest is the site's own.

test.use({ serviceWorkers: 'allow' });
// A server of the file's own with a push service of its own, a sign-in and the worker's install: slow on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let server: TestServer;
let service: PushService;
test.beforeAll(async () => {
  service = await startPushService();
  server = await startTestServer({ env: { PUSH_ALLOW_LOOPBACK: 'true' } });
});
test.afterAll(async () => {
  await server?.stop();
  await service?.stop();
});

/**
 * The push service's part in the browser: subscribe() and getSubscription()
 * give the loopback service's subscription, kept across the tab's pages
 * until unsubscribed, as a browser keeps its own.
 */
function playPushService(json: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const MARK = 'test-push-subscribed';
  const subscription = (applicationServerKey: ArrayBuffer | null) =>
    ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey },
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(MARK);
        return true;
      },
    }) as unknown as PushSubscription;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = options?.applicationServerKey as Uint8Array;
    localStorage.setItem(MARK, btoa(String.fromCharCode(...key)));
    return subscription(key.slice().buffer);
  };
  PushManager.prototype.getSubscription = async () => {
    const key = localStorage.getItem(MARK);
    return key ? subscription(Uint8Array.from(atob(key), (char) => char.charCodeAt(0)).buffer) : null;
  };
}

/** The site's service worker, running. */
async function siteWorker(context: BrowserContext): Promise<Worker> {
  let found: Worker | undefined;
  await expect
    .poll(() => (found = context.serviceWorkers().find((worker) => worker.url().startsWith(server.url))))
    .toBeTruthy();
  return found!;
}

/** Delivers a push message to the site's service worker, as the device's push service would. */
async function deliverPush(context: BrowserContext, page: Page, data: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => !registration.isDeleted && registration.scopeURL.startsWith(server.url),
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId: await registered,
    data,
  });
}

/** The worker's global scope, as far as the test reads it (the page's types know no worker). */
interface WorkerScope {
  registration: {
    getNotifications(): Promise<Notification[]>;
    showNotification(...args: unknown[]): Promise<void>;
  };
  shows?: string[];
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
  dispatchEvent(event: Event): boolean;
}

const shownNotifications = (worker: Worker) =>
  worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    return (await scope.registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      url: (data as { url?: string } | null)?.url,
    }));
  });

/**
 * Keeps how each of the worker's showNotification() calls ends, from now on
 * (Chromium stops no worker DevTools is attached to, so this one takes the
 * push). Chromium's getNotifications() counts a notification stored but not
 * yet on display as one closed since, and deletes it: a read while the push
 * is being shown loses that notification for good, so the test reads the
 * worker's notifications only once it has shown the push's.
 */
const recordShows = (worker: Worker) =>
  worker.evaluate(() => {
    const scope = self as unknown as WorkerScope;
    const { registration } = scope;
    const show = registration.showNotification.bind(registration);
    const shows: string[] = (scope.shows = []);
    registration.showNotification = (...args) =>
      show(...args).then(
        () => void shows.push('shown'),
        (error: unknown) => {
          shows.push(`refused: ${String(error)}`);
          throw error;
        },
      );
  });

const showsSoFar = (worker: Worker) => worker.evaluate(() => (self as unknown as WorkerScope).shows);

async function openBell(page: Page) {
  await page.getByRole('button', { name: /^New enquiries/ }).click();
  return page.getByRole('dialog', { name: 'New enquiries' });
}

test('switched on from the bell, an enquiry pushed with the site closed shows on the device, and its tap opens it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: server.url,
    serviceWorkers: 'allow',
    permissions: ['notifications'],
    userAgent: ANDROID_CHROME,
  });
  await context.addInitScript(playPushService, service.subscribe('this-phone'));
  try {
    const admin = await context.newPage();
    await signInAsAdmin(admin, server);
    await waitForWorkerControl(admin);

    // The admin switches alerts on; this phone is listed, by name and date.
    const panel = await openBell(admin);
    await panel.getByText("Notify me when I'm away").click();
    await expect(panel.getByRole('switch', { name: "Notify me when I'm away" })).toBeChecked();
    const devices = panel.getByRole('region', { name: 'Devices with alerts' });
    await expect(devices.getByRole('listitem')).toHaveText([
      /^Chrome on Android since \d+ \w+ \d{4}This device$/,
    ]);
    await admin.keyboard.press('Escape');

    // The site closed, a visitor's enquiry is pushed to the phone.
    const blank = await context.newPage();
    await admin.close();
    const name = `Ada ${randomBytes(3).toString('hex')}`;
    const id = newRecordId();
    const sent = await api(server.url).post('/api/collections/enquiries/records', {
      id,
      name,
      email: 'ada@example.com',
      message: 'Could you call me about local search?',
      topic: 'discovery_call',
      service: 'seo',
      ...A_PERSONS_FILL_TIME,
    });
    expect(sent.status).toBe(200);
    let pushed = '';
    await expect
      .poll(() => (pushed = service.taken.find((push) => push.message.includes(id))?.message ?? ''), {
        timeout: 30_000,
      })
      .not.toBe('');
    expect(service.problems).toEqual([]);
    const worker = await siteWorker(context);
    await recordShows(worker);
    await deliverPush(context, blank, pushed);
    await expect.poll(() => showsSoFar(worker)).toEqual(['shown']);
    expect(await shownNotifications(worker)).toEqual([
      {
        title: 'New Enquiry Received!',
        body: `${name} · Discovery call · SEO`,
        tag: `enquiry-${id}`,
        icon: `${server.url}/icons/icon-192.png`,
        url: `/admin/enquiries?enquiry=${id}`,
      },
    ]);

    // The admin opens the site, then taps the notification: that window shows the enquiry. DevTools
    // cannot tap a notification, so the click is the worker's own event; a tap with no window open
    // opens one (clients.openWindow), which only a real tap is allowed to do.
    const again = await context.newPage();
    await openPage(again, '/');
    await waitForWorkerControl(again);
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(again).toHaveURL(`${server.url}/admin/enquiries?enquiry=${id}`);
    await expect(again.getByRole('main').getByRole('article')).toHaveAccessibleName(name);
    await expect.poll(() => shownNotifications(worker)).toEqual([]);

    // Switched off, the phone leaves the list and the server.
    const later = await openBell(again);
    await later.getByText("Notify me when I'm away").click();
    await expect(later.getByRole('switch', { name: "Notify me when I'm away" })).not.toBeChecked();
    await expect(later.getByRole('region', { name: 'Devices with alerts' })).toHaveCount(0);
    const client = api(server.url);
    const token = await client.signIn('users', server.admin.email, server.admin.password);
    await expect
      .poll(async () => (await client.get<{ items: unknown[] }>('/api/push/subscriptions', token)).body.items)
      .toEqual([]);
  } finally {
    await context.close();
  }
});

test('the admin removes another device from the bell, by its name and date; the list is axe-clean in every theme', async ({
  browser,
}) => {
  const client = api(server.url);
  const token = await client.signIn('users', server.admin.email, server.admin.password);
  const saved = await client.request('POST', '/api/push/subscriptions', {
    body: service.subscribe('old-iphone'),
    token,
    headers: { 'User-Agent': IPHONE_SAFARI },
  });
  expect(saved.status).toBe(201);

  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await signInAsAdmin(page, server);
    const devices = (await openBell(page)).getByRole('region', { name: 'Devices with alerts' });
    await expect(devices.getByRole('listitem')).toHaveText([/^Safari on iOS since \d+ \w+ \d{4}Remove$/]);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await violationsInEveryLook(page)).toEqual(NONE_IN_ANY_LOOK);
    await devices.getByRole('button', { name: /^Remove Safari on iOS, since / }).click();
    await expect(devices).toHaveCount(0);
    // The list drops the device at the press, before the server has answered.
    await expect
      .poll(async () => (await client.get<{ items: unknown[] }>('/api/push/subscriptions', token)).body.items)
      .toEqual([]);
  } finally {
    await context.close();
  }
});
