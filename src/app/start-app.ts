import { applyDeferredStylesheets } from '@/lib/deferred-stylesheet';
import { keepUntilLive } from './kept-until-live';

/**
 * Starts the app on a page that is still one (the admin's screens) as soon
 * as the page has painted. Until it is live, the page offers nothing that
 * would wait for it: a control that needs the app is drawn once it is live,
 * or served disabled, and the header's login opens its dialog by its
 * button's command. What is done to the page meanwhile is kept as for an
 * island (./kept-until-live.ts). If the app's code does not arrive (the
 * line dropped), the page stays as served, and the app starts when the
 * connection is back.
 */
export function startApp(root: HTMLElement): void {
  const start = () => {
    const kept = keepUntilLive(root);
    Promise.all([import('./hydrate-app'), applyDeferredStylesheets()])
      .then(([{ hydrateApp }]) => hydrateApp(root))
      .then(kept.live)
      .catch((error: unknown) => {
        kept.failed();
        window.addEventListener('online', start, { once: true });
        console.error('The page could not start its app', error);
      });
  };
  start();
}
