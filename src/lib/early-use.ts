/**
 * What counts as the visitor using the page, which fetches the page's first
 * script without waiting for the load (src/tools/entry-after-paint-plugin.ts).
 */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'scroll',
] as const;
