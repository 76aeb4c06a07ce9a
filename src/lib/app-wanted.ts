/**
 * Shared by the page's loader (src/server/entry-after-paint-plugin.ts)
 * and the app's start: what counts as the visitor using the page, and the
 * attribute the loader leaves on <html> when that happened before the first
 * script ran.
 */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
] as const;

export const APP_WANTED_ATTRIBUTE = 'data-app-wanted';

/** The property of window where the page's head script keeps the last element clicked before the app was live. */
export const EARLY_CLICK_PROPERTY = 'appEarlyClick';
