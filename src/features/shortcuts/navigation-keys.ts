// Keys people use to move around a page; typing text is not navigating.
const NAVIGATION_KEYS = new Set([
  'Tab',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Enter',
  ' ',
  'Escape',
  'F6',
]);

/** Whether a key press means the visitor is moving through the page by keyboard (keyboard mode). */
export function isNavigationKey(key: string): boolean {
  return NAVIGATION_KEYS.has(key);
}
