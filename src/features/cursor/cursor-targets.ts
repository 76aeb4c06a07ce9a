/** What the cursor grows over: links and buttons, and whatever acts like them. */
export const CURSOR_TARGETS = [
  'a[href]',
  'button:not(:disabled)',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="option"]',
  'label',
  'summary',
  'select',
].join(', ');

/** How far the ring closes the gap to the pointer each frame: quick, with a little softness. */
export const FOLLOW_FACTOR = 0.35;

/** Only for a mouse (fine pointer that can hover), never for people who prefer less motion. */
export const CURSOR_QUERY = '(pointer: fine) and (hover: hover) and (prefers-reduced-motion: no-preference)';
