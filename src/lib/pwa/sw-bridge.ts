import { proxy } from 'valtio';
import { Workbox } from 'workbox-window';

/** The page's view of the service worker. */
export const pwaStatus = proxy({
  /** A new version is installed and waiting for the visitor to reload. */
  updateReady: false,
});

let workbox: Workbox | undefined;
let reloadWhenControlled = false;

/**
 * Registers the worker (production builds only), reports a waiting update
 * and checks for one whenever the page becomes visible again.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !navigator.serviceWorker || workbox) return;
  const registering = new Workbox('/sw.js', { scope: '/' });
  workbox = registering;
  registering.addEventListener('waiting', () => {
    pwaStatus.updateReady = true;
  });
  // Reload only when the visitor asked for the new version, not when the
  // first install takes control of this page.
  registering.addEventListener('controlling', () => {
    if (reloadWhenControlled) window.location.reload();
  });
  registering
    .register()
    .then((registration) => {
      if (!registration) return;
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => {});
      });
    })
    // Refused (private windows, blocked by policy or a test): the site works online as usual.
    .catch(() => {
      workbox = undefined;
    });
}

/**
 * Activates the waiting version; the page reloads once it has taken over.
 * When another tab has already applied it, nothing is waiting any more and
 * this page runs the old code under the new worker: a reload is all it needs.
 */
export async function applyUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!workbox || !registration?.waiting) {
    window.location.reload();
    return;
  }
  reloadWhenControlled = true;
  workbox.messageSkipWaiting();
}
