import { applyDeferredStylesheets } from '@/lib/deferred-stylesheet';
import { holdEarlyClicks } from './hold-early-clicks';

/**
 * Starts the app on a page that is still one (not found, the admin's
 * screens) as soon as the page has painted. A press on one of its controls
 * before it is live is done once it is (./hold-early-clicks.ts), and a form
 * sent meanwhile is sent
 * through the outbox (./forms-before-live.ts). If the app's code does not
 * arrive (the line dropped), the page stays as served, and the app starts
 * when the connection is back.
 */
export function startApp(root: HTMLElement): void {
  const start = () => {
    const held = holdEarlyClicks();
    Promise.all([import('./hydrate-app'), applyDeferredStylesheets()])
      .then(async ([{ hydrateApp }]) => {
        await hydrateApp(root);
        held.replay();
      })
      .catch((error: unknown) => {
        held.release();
        window.addEventListener('online', start, { once: true });
        console.error('The page could not start its app', error);
      });
  };
  start();
}
