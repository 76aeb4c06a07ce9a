/**
 * Shared by the page's loader (src/server/entry-after-paint-plugin.ts)
 * and the app's start: what counts as the visitor using the page, which
 * fetches the page's first script without waiting for the load, and where
 * the head's script keeps a click made before any script had arrived.
 */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
] as const;

/** The property of window where the page's head script keeps the last element clicked before the app was live. */
export const EARLY_CLICK_PROPERTY = 'appEarlyClick';
