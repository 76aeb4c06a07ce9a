import { subscribe } from 'valtio/vanilla';
import { onToastWanted } from '@/components/ui/toast/toast-wanted';
import { POPUP_DELAY_MS, wasShown, watchForPopupMoment } from '@/features/newsletter/popup-moment';
import { shortcutsDialogState } from '@/features/shortcuts/shortcuts-dialog-state';
import { queryReadByPage } from '@/lib/address-query';
import { isAnalyticsOptedOut } from '@/lib/analytics/consent';
import { CHAT_ASSISTANT_WANTED_EVENT, CHAT_TRIGGER_ATTRIBUTE, openChatShell } from '@/lib/chat-trigger';
import { outboxHasRefused, outboxHasWork } from '@/lib/outbox/work-marks';
import { onWrittenHere } from '@/lib/outbox/change-signals';
import { onUpdateReady } from '@/lib/pwa/sw-bridge';
import { storedAuthPresent } from '@/lib/session/session-state';
import { UNTIL_LIVE_ATTRIBUTE } from '@/lib/until-live';
import { whenIdle } from '@/utils/when-idle';
import { pressedBeforeScript } from '../kept-until-live';
import { islandLoaders, type IslandName } from './island-loaders';
import { ISLAND_LIVE_ATTRIBUTE, ISLAND_SETTLED_EVENT } from './island-state';

type Wake = (moment?: object) => void;

/** What counts as using an island: a press, a touch, focus, a key or input inside it. */
const USE_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

/**
 * Wakes the island at the visitor's first use of it, or at once if it was
 * used before this script ran: focus left inside it, a disclosure of its
 * opened as plain HTML, or a press on it. A control served disabled until
 * live (UNTIL_LIVE_ATTRIBUTE) is enabled: a press on it now wakes the
 * island and is done once the island is live.
 */
function whenUsed(element: HTMLElement, wake: Wake): void {
  for (const control of element.querySelectorAll(`button[disabled][${UNTIL_LIVE_ATTRIBUTE}]`)) {
    control.removeAttribute('disabled');
    control.removeAttribute('data-disabled');
    control.removeAttribute(UNTIL_LIVE_ATTRIBUTE);
  }
  if (
    element.contains(document.activeElement) ||
    element.querySelector('details[open]') ||
    pressedBeforeScript(element)
  )
    return wake();
  const used = () => {
    for (const type of USE_EVENTS) element.removeEventListener(type, used, true);
    wake();
  };
  for (const type of USE_EVENTS) element.addEventListener(type, used, { capture: true, passive: true });
}

/**
 * An island that shows what the address asks for (a shared link's filters
 * or tab) is served as the plain address would show it: given a query it
 * wakes at once to show what was asked for, and otherwise when first used.
 */
function whenUsedOrAddressed(element: HTMLElement, wake: Wake): void {
  if (queryReadByPage().length > 0) return wake();
  whenUsed(element, wake);
}

/**
 * The assistant wakes when the page's loader has opened its panel at a chat
 * trigger's press (src/lib/chat-shell.ts), and takes that panel over once
 * live; its code starts loading as a pointer or focus reaches a trigger. If
 * its code cannot come, that panel says so, and the next opening or
 * question sent from it tries again.
 */
function whenChatShellOpened(element: HTMLElement, wake: Wake): void {
  const preload = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${CHAT_TRIGGER_ATTRIBUTE}]`))
      void islandLoaders.assistant();
  };
  const wanted = () => {
    document.removeEventListener('pointerover', preload);
    document.removeEventListener('focusin', preload);
    wake();
  };
  element.addEventListener(ISLAND_SETTLED_EVENT, () => {
    if (!element.hasAttribute(ISLAND_LIVE_ATTRIBUTE)) openChatShell()?.failed();
  });
  document.addEventListener(CHAT_ASSISTANT_WANTED_EVENT, wanted);
  if (openChatShell()) return wanted();
  document.addEventListener('pointerover', preload);
  document.addEventListener('focusin', preload);
}

/** An island that is its page's whole purpose, served as its address cannot yet say. */
const atOnce = (_element: HTMLElement, wake: Wake) => wake();

/** How long before the popup is due its island wakes, so that it opens on time on a slow line. */
const POPUP_LEAD_MS = 10_000;

/**
 * When each island is made live. Nothing wakes for a pointer passing over
 * or a scroll: a visitor who reads loads no island's code.
 */
export const islandSchedules: Record<IslandName, (element: HTMLElement, wake: Wake) => void> = {
  // Signed out, the login icon as served waits for its press. A session to restore is not what the
  // server rendered (a signed-out header): the island renders afresh at once, showing the admin's controls.
  'account-controls': (element, wake) => {
    if (!storedAuthPresent()) return whenUsed(element, wake);
    element.replaceChildren();
    wake();
  },
  'accessibility-panel': whenUsed,
  'mobile-menu': whenUsed,
  'shortcuts-dialog': (_element, wake) => {
    subscribe(shortcutsDialogState, () => shortcutsDialogState.isOpen && wake());
  },
  toasts: (_element, wake) => onToastWanted(wake),
  // The offline notice, what is waiting to be sent, and a new version ready.
  'pwa-notices': (_element, wake) => {
    if (!navigator.onLine) wake();
    window.addEventListener('offline', () => wake());
    onUpdateReady(wake);
    onWrittenHere(wake);
    whenIdle(() => void outboxHasWork().then((hasWork) => hasWork && wake()));
  },
  assistant: whenChatShellOpened,
  // A message sent before it is live waits for it, or goes through the outbox if its code cannot come
  // (src/app/kept-until-live.ts).
  'enquiry-form': whenUsed,
  // Served as a plain message: a mode, a service or a package asked for, a place named by a mode
  // link, or a message the server refused to put before the visitor, and it wakes at once.
  'contact-panel': (element, wake) => {
    if (queryReadByPage().length > 0 || window.location.hash) return wake();
    whenUsed(element, wake);
    whenIdle(() => void outboxHasRefused().then((hasRefused) => hasRefused && wake()));
  },
  // The page's whole purpose, and its list of free times must follow the slots taken while it is open.
  'booking-form': atOnce,
  'newsletter-form': whenUsed,
  'education-hub': whenUsedOrAddressed,
  'roi-calculator': whenUsed,
  // Served switched on: a visitor who switched it off is shown so at once.
  'analytics-choice': (element, wake) => (isAnalyticsOptedOut() ? wake() : whenUsed(element, wake)),
  'journal-listing': whenUsedOrAddressed,
  'case-study-explorer': whenUsedOrAddressed,
  // Signed out, the card as served waits for its first use; a session to restore sends the visitor on.
  'auth-panel': (element, wake) => (storedAuthPresent() ? wake() : whenUsed(element, wake)),
  // Each reads a mailed link's token, which only the browser can: the reset takes it out of the address.
  'reset-password-panel': atOnce,
  'newsletter-confirm': atOnce,
  'newsletter-unsubscribe': atOnce,
  'newsletter-popup': (_element, wake) => {
    if (wasShown()) return;
    const early = setTimeout(wake, Math.max(0, POPUP_DELAY_MS - POPUP_LEAD_MS - performance.now()));
    watchForPopupMoment(() => {
      clearTimeout(early);
      wake({ openAtOnce: true });
    });
  },
};
