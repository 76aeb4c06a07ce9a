import { expect, type BrowserContext, type Page } from '@playwright/test';
import { FILL_ADMIN_FILES } from '@/lib/pwa/admin-app';
import { OUTBOX_SYNC_TAG, SW_MESSAGES } from '@/lib/pwa/messages';

/** Waits until the service worker controls the page, having installed what a first visit needs first. */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

/**
 * Waits until the service worker controls the page and holds the whole
 * precache: its first install takes what a page needs first, and the rest
 * follows (src/sw/precache.ts), which this asks for and waits on.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await waitForWorkerControl(page);
  // A fill the page asked for while offline fails as a whole; the next one takes it up.
  const askForRest = () =>
    page.evaluate(async (type) => {
      const { active } = await navigator.serviceWorker.ready;
      return new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        active?.postMessage({ type }, [channel.port2]);
      });
    }, SW_MESSAGES.fillPrecache);
  await expect.poll(askForRest, { timeout: 30_000 }).toBe('filled');
}

/**
 * Asks the worker for the admin's files, as an admin page does once the
 * admin is signed in (src/lib/pwa/admin-offline.ts), and waits until they
 * are all in the admin's cache.
 */
export async function waitForAdminFiles(page: Page): Promise<void> {
  const askForThem = () =>
    page.evaluate(async (type) => {
      const { active } = await navigator.serviceWorker.ready;
      return new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        active?.postMessage({ type }, [channel.port2]);
      });
    }, FILL_ADMIN_FILES);
  await expect.poll(askForThem, { timeout: 30_000 }).toBe('filled');
}

/**
 * Fires the worker's Background Sync for the outbox, as Chromium does when
 * the connection returns; tests get no such event by themselves.
 */
export async function dispatchOutboxSync(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId,
    tag: OUTBOX_SYNC_TAG,
    lastChance: false,
  });
}
