/// <reference lib="webworker" />
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import offlineFirst from 'virtual:offline-first';
import { isAdminFile } from '../lib/pwa/offline-first';
import { fetchEach, type Entry } from './precache';

declare const self: ServiceWorkerGlobalScope;

/**
 * The admin's files: the admin's pages and manifests and the whole app's
 * scripts, which no visitor runs. They have a cache of their own, filled
 * only when an admin page asks (src/lib/pwa/admin-offline.ts), so a
 * visitor's phone never stores them. Its name holds no "-precache-", so
 * Workbox's clean-up of older versions' precaches leaves it alone.
 */
export const adminFiles = new PrecacheController({
  cacheName: `clear-north-admin-${self.registration.scope}`,
});

const pathOf = (entry: PrecacheEntry | string) =>
  new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).pathname;

/** The build's precache list, split between what every visitor stores and the admin's files. */
export function splitPrecacheList(entries: Array<PrecacheEntry | string>): {
  visitors: Array<PrecacheEntry | string>;
  admin: Array<PrecacheEntry | string>;
} {
  const admin = entries.filter((entry) => isAdminFile(offlineFirst, pathOf(entry)));
  return { visitors: entries.filter((entry) => !admin.includes(entry)), admin };
}

/**
 * An update's install, where this device holds the admin's files: the new
 * version's come too, before it may take over, so the admin area it serves
 * still opens offline. A device that never opened it fetches none.
 */
export async function installAdminFiles(event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(adminFiles.strategy.cacheName);
  const cached = new Set((await cache.keys()).map((request) => request.url));
  if (cached.size === 0) return;
  const missing = [...adminFiles.getURLsToCacheKeys()].filter(
    ([, cacheKey]) => !cached.has(new URL(cacheKey, self.location.href).href),
  );
  await fetchEach(missing satisfies Entry[], event, adminFiles);
}
