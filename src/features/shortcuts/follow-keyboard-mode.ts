import { isNavigationKey } from './navigation-keys';

const ATTRIBUTE = 'data-keyboard-nav';

/**
 * Keyboard navigation mode turns on at a key press and off at a
 * mouse press. It lives as `data-keyboard-nav` on <html>, for styles to use.
 */
export function followKeyboardMode(): void {
  const root = document.documentElement;
  // Capture phase: a dialog that stops the event still lets the mode follow the visitor.
  document.addEventListener(
    'keydown',
    (event) => {
      if (isNavigationKey(event.key)) root.setAttribute(ATTRIBUTE, 'true');
    },
    true,
  );
  document.addEventListener('pointerdown', () => root.removeAttribute(ATTRIBUTE), true);
}
