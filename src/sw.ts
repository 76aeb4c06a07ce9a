/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { FILL_ADMIN_FILES } from './lib/pwa/admin-app';
import { OUTBOX_SYNC_TAG, SW_MESSAGES } from './lib/pwa/messages';
import { adminFiles, installAdminFiles, splitPrecacheList } from './sw/admin-files';
import { handleNavigation, isBackendPath } from './sw/navigation';
import { prerenderedFileFor } from './sw/not-found-pages';
import { openNotified } from './sw/notification-click';
import { fillMissing, fillPrecache, precache } from './sw/precache';
import { showPushedAlert } from './sw/push-alert';
import { handleServerMadePage, isServerMadePage } from './sw/server-made-pages';
import { syncOutbox } from './sw/outbox-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Background Sync is Chromium-only, so TypeScript's worker library lacks its event. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// 1. Precache the public site (its pages, their scripts, fonts and images), several
//    at a time, and what a first visit needs offline first (./sw/precache.ts);
//    the admin's pages and the app's scripts go to a cache of their own, filled
//    only when an admin page asks (./sw/admin-files.ts). Pretty URLs (/about)
//    find their file (/about/index.html), whatever the query.
const { visitors, admin } = splitPrecacheList(self.__WB_MANIFEST);
precache.addToCacheList(visitors);
adminFiles.addToCacheList(admin);
self.addEventListener('install', (event) =>
  event.waitUntil(Promise.all([fillPrecache(event), installAdminFiles(event)])),
);
self.addEventListener('activate', (event) => {
  void precache.activate(event);
  void adminFiles.activate(event);
});
//    Pages the server fills in at each request come from it first (./sw/server-made-pages.ts).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isServerMadePage(url),
  handleServerMadePage,
);
for (const controller of [precache, adminFiles])
  registerRoute(
    new PrecacheRoute(controller, {
      urlManipulation: ({ url }) => prerenderedFileFor(url),
      ignoreURLParametersMatching: [/.*/],
    }),
  );

// 2. Drop the caches of older versions.
cleanupOutdatedCaches();

// 3. Pages not precached: redirects, then the network, then the nearest not-found page.
registerRoute(({ request, url }) => request.mode === 'navigate' && !isBackendPath(url), handleNavigation);

// 4. The outbox: deliver queued writes when the connection returns.
self.addEventListener('sync', (event) => {
  if ((event as SyncEvent).tag === OUTBOX_SYNC_TAG) (event as SyncEvent).waitUntil(syncOutbox());
});

// 5. A new version waits until the visitor chooses to reload (never mid-form).
//    A page the worker controls asks it to fetch the rest of the precache; an
//    admin page, the admin's files. Each answers on the port given once done.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
  const controller =
    type === SW_MESSAGES.fillPrecache ? precache : type === FILL_ADMIN_FILES ? adminFiles : undefined;
  if (controller) {
    const filled = fillMissing(controller).then(
      () => event.ports[0]?.postMessage('filled'),
      (error: unknown) => event.ports[0]?.postMessage(`not filled: ${String(error)}`),
    );
    event.waitUntil(filled);
  }
});

// 6. A new enquiry's alert pushed by the server, with the site closed, is shown (./sw/push-alert.ts);
//    its notification, or one a tab showed, clicked, opens that enquiry (./sw/notification-click.ts).
self.addEventListener('push', (event) => event.waitUntil(showPushedAlert(self, event)));
self.addEventListener('notificationclick', (event) =>
  event.waitUntil(openNotified(self, event.notification)),
);

// 7. Take control of the page that installed us, so it works offline at once.
clientsClaim();
