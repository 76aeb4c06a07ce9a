import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { whenElementExists } from '@/utils/when-element-exists';

/** Marks the element a page wants focused on arrival instead of its heading (e.g. what a link asked for). */
export const ROUTE_FOCUS_ATTRIBUTE = 'data-route-focus';

// While a page's chunk loads, React keeps the previous page in the document, hidden.
function firstShown(selector: string): HTMLElement | null {
  const main = document.getElementById('main');
  const candidates = main ? Array.from(main.querySelectorAll<HTMLElement>(selector)) : [];
  return candidates.find((element) => element.checkVisibility()) ?? null;
}

function arrivalTarget(): HTMLElement | null {
  return firstShown(`[${ROUTE_FOCUS_ATTRIBUTE}]`) ?? firstShown('h1');
}

/**
 * After client-side navigation, focus moves to the new page's main heading,
 * so a screen reader announces the page and the next Tab starts there
 * instead of on a link that no longer exists. The first load leaves focus
 * where the browser puts it.
 */
export function FocusOnNavigate() {
  const [pathname] = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return whenElementExists(arrivalTarget, (target) => {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      // The scroll belongs to ScrollOnNavigate (the top, or the hash's element),
      // unless the page asked for an element of its own, which is brought into view.
      target.focus({ preventScroll: !target.hasAttribute(ROUTE_FOCUS_ATTRIBUTE) });
    });
  }, [pathname]);

  return null;
}
