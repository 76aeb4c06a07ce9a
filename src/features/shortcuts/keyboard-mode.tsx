import { useEffect } from 'react';
import { isNavigationKey } from './navigation-keys';

const ATTRIBUTE = 'data-keyboard-nav';

/**
 * Spec §4: keyboard navigation mode turns on at a key press and off at a
 * mouse press. It lives as `data-keyboard-nav` on <html>, for styles to use.
 */
export function KeyboardMode() {
  useEffect(() => {
    const root = document.documentElement;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isNavigationKey(event.key)) root.setAttribute(ATTRIBUTE, 'true');
    };
    const onPointerDown = () => root.removeAttribute(ATTRIBUTE);
    // Capture phase: a dialog that stops the event still lets the mode follow the visitor.
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      root.removeAttribute(ATTRIBUTE);
    };
  }, []);
  return null;
}
