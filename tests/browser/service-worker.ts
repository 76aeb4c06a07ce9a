import type { BrowserContext, Page } from '@playwright/test';
import { OUTBOX_SYNC_TAG } from '@/lib/pwa/messages';

/** Waits until the service worker has installed the precache and controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
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
