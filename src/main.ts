// The plain scripts' own modules, not their folders' index, whose components would bring React to every page.
import { followBackToTop } from '@/components/back-to-top/follow-back-to-top';
import { showCarriedToasts } from '@/components/ui/toast/show-carried-toasts';
import { OFFER_COUNTDOWN_TAG } from '@/components/offer-countdown/offer-countdown-attributes';
import { followReveals } from '@/components/reveal/reveal-on-scroll';
import { followEarlySearch } from '@/features/blog/early-search-status';
import { reportLoadTiming, trackPage } from '@/features/analytics/page-view-tracking';
import { followCursor } from '@/features/cursor/follow-cursor';
import { syncPreferences } from '@/features/preferences/sync-preferences';
import { followKeyboardMode } from '@/features/shortcuts/follow-keyboard-mode';
import { listenForShortcuts } from '@/features/shortcuts/listen-for-shortcuts';
import { followTrackedClicks } from '@/lib/analytics/tracked-clicks';
import { FORM_ANSWER_ATTRIBUTE } from '@/lib/form-start';
import { followImageFallbacks } from '@/lib/image-fallbacks';
import { followPrintButtons } from '@/lib/print-buttons';
import { followShareButtons } from '@/lib/share-buttons';
import { registerServiceWorker } from '@/lib/pwa/sw-bridge';
import { restoreSession } from '@/lib/session/session-store';
import { followSectionLinks } from '@/lib/section-links';
import { startBackgroundServices } from './app/background-services';
import { ROOT_ISLANDS_ATTRIBUTE } from './app/islands/root-attribute';
import { markIslandsReady, wakeIslands } from './app/islands/wake-islands';
import { followMissingPage } from './app/routes/not-found/follow-missing-page';
import { followHeaderCompact } from './app/layout/follow-header-compact';
import { followUseBeforeLive } from './app/kept-until-live';
import { MAIN_ID } from './app/layout/landmarks';
import { startApp } from './app/start-app';
import { inTurns } from './utils/in-turns';

const loadOfferCountdown = () =>
  import('@/components/offer-countdown/offer-countdown-element').then((module) =>
    module.defineOfferCountdown(),
  );

// The page's first script, started once the page has painted. Every page
// gets what every visit needs (the offline worker, the page view, the
// outbox) and its plain behaviours; a page of islands then wakes each
// interactive part at its own moment, and a page that is still an app
// starts it. The work comes in three tasks, so that a slow phone's main
// thread is never held for all of it at once: first what keeps the
// visitor's use of the page (what is done before a part is live, the
// islands' moments, the app), then the plain behaviours, then the worker,
// the page view and the background services.
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const isPageOfIslands = root.hasAttribute(ROOT_ISLANDS_ATTRIBUTE);

function keepUse(page: HTMLElement): void {
  followUseBeforeLive();
  if (isPageOfIslands) {
    // The header's admin control renders afresh where a session is stored, never hydrating a signed-out header.
    restoreSession();
    wakeIslands();
  }
  // A page the site sent back with a form's errors holds the visitor's values,
  // which the app would set back to its own: it stays a plain page, whose
  // form the browser sends (pb_hooks/forms.pb.js).
  else if (!document.documentElement.hasAttribute(FORM_ANSWER_ATTRIBUTE)) startApp(page);
}

function followPlainBehaviours(): void {
  followHeaderCompact();
  followBackToTop(MAIN_ID);
  followKeyboardMode();
  followSectionLinks();
  followEarlySearch();
  listenForShortcuts();
  syncPreferences();
  followCursor();
  followTrackedClicks();
  followPrintButtons();
  followShareButtons();
  followImageFallbacks();
  showCarriedToasts();
  followMissingPage();
  // Only the pricing page has an offer's countdown, and only while an offer is configured.
  if (document.querySelector(OFFER_COUNTDOWN_TAG)) void loadOfferCountdown();
  if (isPageOfIslands) followReveals();
}

function startServices(): void {
  registerServiceWorker();
  trackPage(window.location.pathname);
  reportLoadTiming();
  // After the app's start, which reads the address before the services take a mailed token from it.
  startBackgroundServices();
}

void inTurns([() => keepUse(root), followPlainBehaviours, startServices]).then(() => {
  if (isPageOfIslands) markIslandsReady();
});
