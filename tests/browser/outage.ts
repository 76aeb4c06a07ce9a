import type { BrowserContext } from '@playwright/test';

/** A true outage: the page is offline and so are the worker's own requests. */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

/** The connection is back. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute('**/*');
  await context.setOffline(false);
}
