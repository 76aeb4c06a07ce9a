import { proxy, subscribe } from 'valtio';
import { Workbox } from 'workbox-window';
import { whenIdle } from '@/utils/when-idle';
import { SERVICE_WORKER_URL, SW_MESSAGES } from './messages';

/** The page's view of the service worker. */
export const pwaStatus = proxy({
  /** A new version is installed and waiting for the visitor to reload. */
  updateReady: false,
});

let workbox: Workbox | undefined;

/** Calls `listener` once a new version is waiting; returns a function that stops listening. */
export function onUpdateReady(listener: () => void): () => void {
  if (pwaStatus.updateReady) {
    listener();
    return () => {};
  }
  return subscribe(pwaStatus, () => {
    if (pwaStatus.updateReady) listener();
  });
}

/**
 * Registers the worker (production builds only), reports a waiting update
 * and checks for one whenever the page becomes visible again.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !navigator.serviceWorker || workbox) return;
  const registering = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox = registering;
  registering.addEventListener('waiting', () => {
    pwaStatus.updateReady = true;
  });
  // Once a worker is active (at once, or when the first install is done), it fetches what its
  // install left for later; the page's own loading goes first. A fill the line cut short is
  // taken up when the connection is back.
  void navigator.serviceWorker.ready.then((ready) => {
    const askForRest = () => ready.active?.postMessage({ type: SW_MESSAGES.fillPrecache });
    whenIdle(askForRest);
    window.addEventListener('online', askForRest);
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
 * The page watches the waiting worker itself, from the visitor's click on:
 * it reloads when that worker takes over the page or becomes active, which
 * ever it hears first, and the first install never reloads a page.
 */
export async function applyUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const waiting = registration?.waiting;
  if (!workbox || !waiting) {
    window.location.reload();
    return;
  }
  const reload = () => window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  // Another tab may activate it first: its taking over this page is then already past.
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') reload();
  });
  workbox.messageSkipWaiting();
}
