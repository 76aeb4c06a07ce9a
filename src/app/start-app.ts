import { applyDeferredStylesheets } from '@/lib/deferred-stylesheet';
import { doCommandsUntilLive } from './commands-until-live';

/**
 * Starts the app on a page that is still one (the admin's screens) as soon
 * as the page has painted. Until it is live, the page offers nothing that
 * would wait for it: a control that needs the app is drawn once it is live,
 * or served disabled, and the header's login opens its dialog by itself
 * (./commands-until-live.ts where the browser would not). A form sent
 * meanwhile is sent through the outbox (./forms-before-live.ts). If the
 * app's code does not arrive (the line dropped), the page stays as served,
 * and the app starts when the connection is back.
 */
export function startApp(root: HTMLElement): void {
  const stopCommands = doCommandsUntilLive();
  const start = () => {
    Promise.all([import('./hydrate-app'), applyDeferredStylesheets()])
      .then(([{ hydrateApp }]) => hydrateApp(root))
      .then(stopCommands)
      .catch((error: unknown) => {
        window.addEventListener('online', start, { once: true });
        console.error('The page could not start its app', error);
      });
  };
  start();
}
