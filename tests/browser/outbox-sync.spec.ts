import type { BrowserContext } from '@playwright/test';
import { OUTBOX_SYNC_TAG } from '@/lib/pwa/messages';
import { expect, openPage, test } from './fixtures';
import { waitForServiceWorker } from './service-worker';

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

test.use({ serviceWorkers: 'allow' });

test('analytics that wait for the connection are the worker’s to deliver too: Background Sync is registered', async ({
  page,
  context,
}) => {
  await openPage(page, '/');
  await waitForServiceWorker(page);
  const syncTags = () =>
    page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        sync: { getTags(): Promise<string[]> };
      };
      return registration.sync.getTags();
    });
  // Whatever the first visit queued has been delivered: nothing waits, nothing is registered.
  await expect.poll(syncTags, { timeout: 15_000 }).toEqual([]);

  await goOffline(context);
  // A page view, and nothing else, now waits in the outbox.
  await page.getByRole('link', { name: 'Services' }).first().click();
  await expect.poll(syncTags, { timeout: 15_000 }).toContain(OUTBOX_SYNC_TAG);
});
