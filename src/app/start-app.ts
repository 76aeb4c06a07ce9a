import { isAnalyticsOptedOut } from '@/lib/analytics/consent';
import { storedAuthPresent } from '@/lib/session/session-state';
import { onOutboxChanged } from '@/lib/outbox/outbox-changed';
import { outboxHasWork } from '@/lib/outbox/outbox-has-work';
import { onOutboxWritten } from '@/lib/outbox/outbox-written';
import { isLiveAtOnce, isMailLinkPage, MAIL_LINK_TOKEN, paths } from '@/lib/paths';
import { onUpdateReady } from '@/lib/pwa/sw-bridge';
import { queryReadByPage } from '@/lib/address-query';
import { whenIdle } from '@/utils/when-idle';
import { APP_WANTED_ATTRIBUTE, INTENT_EVENTS } from '@/lib/app-wanted';
import { applyDeferredStylesheets } from '@/lib/deferred-stylesheet';
import { holdEarlyClicks } from './hold-early-clicks';

/**
 * Whether the page needs the app as soon as it has painted: the dev server's
 * empty shell, a page served for another path (not found), an app-like page
 * (the password reset, the admin's), an address the page reads (its query
 * or hash, but not the token of a mail's link, which the prerender allows
 * for), a mail's link without its token, a choice saved in this browser
 * that the page shows (the privacy page's analytics switch, off), a session
 * to restore, or no connection (the outbox and its notices).
 */
function wantedAtOnce(root: HTMLElement): boolean {
  if (!root.hasChildNodes()) return true;
  if (document.documentElement.hasAttribute(APP_WANTED_ATTRIBUTE)) return true;
  if (root.dataset.path !== window.location.pathname) return true;
  if (isLiveAtOnce(window.location.pathname)) return true;
  if (window.location.hash) return true;
  const query = new URLSearchParams(window.location.search);
  const mailLink = isMailLinkPage(window.location.pathname);
  if (mailLink && !query.get(MAIL_LINK_TOKEN)) return true;
  if (queryReadByPage().some((name) => !(mailLink && name === MAIL_LINK_TOKEN))) return true;
  if (window.location.pathname === paths.privacy.path && isAnalyticsOptedOut()) return true;
  return !navigator.onLine || storedAuthPresent();
}

/**
 * Starts the app (React, the router, the page's own code) when the visitor
 * first uses the page, not before: a touch, a click, a key, the pointer
 * over the page, focus or a scroll. Until then the prerendered page is the
 * page: its links are plain links and its text is all there, and the page's
 * first script has already registered the worker and counted the view.
 * Some pages need it at once (see wantedAtOnce); the outbox wakes it when
 * it has work, and so does a waiting update, whose notice is the app's.
 */
export function startApp(root: HTMLElement): void {
  let state: 'waiting' | 'starting' | 'live' = 'waiting';
  const stops: Array<() => void> = [];
  const start = () => {
    if (state !== 'waiting') return;
    state = 'starting';
    const held = holdEarlyClicks();
    Promise.all([import('./hydrate-app'), applyDeferredStylesheets()])
      .then(async ([{ hydrateApp }]) => {
        state = 'live';
        stops.forEach((stop) => stop());
        await hydrateApp(root);
        held.replay();
      })
      // The app's code did not arrive (the line dropped): the page stays as it is, a form
      // sent meanwhile is sent by the browser itself, and the next use tries again.
      .catch((error: unknown) => {
        held.release();
        state = 'waiting';
        console.error('The page could not start its app', error);
      });
  };
  if (wantedAtOnce(root)) return start();

  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, start, { capture: true, passive: true });
    stops.push(() => window.removeEventListener(type, start, { capture: true }));
  }
  window.addEventListener('offline', start);
  stops.push(() => window.removeEventListener('offline', start));
  const startIfWork = () => void outboxHasWork().then((hasWork) => hasWork && start());
  stops.push(onOutboxWritten(startIfWork), onOutboxChanged(startIfWork), whenIdle(startIfWork));
  stops.push(onUpdateReady(start));
}
