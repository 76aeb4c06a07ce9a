import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** How long to wait for a hash's element before giving up on a page that lacks it. */
const HASH_TARGET_TIMEOUT_MS = 10_000;

/**
 * Calls `found` with the element of that id as soon as it is in the document:
 * at once, or when a page still loading (a lazy route) renders it. Returns a
 * function that stops waiting.
 */
function whenElementExists(id: string, found: (element: HTMLElement) => void): () => void {
  const present = document.getElementById(id);
  if (present) {
    found(present);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    found(element);
  });
  const timer = setTimeout(() => stop(), HASH_TARGET_TIMEOUT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Client-side navigation starts at the top of the new page (spec: pages
 * scroll to top on load), or at the element a hash names, once the new page
 * has rendered it (a page from its own chunk arrives after the URL changes).
 */
export function ScrollOnNavigate() {
  const [pathname] = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (previous.current === pathname && !hash) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, behavior: 'instant' });
    if (!hash) return;
    // Arriving on a page is a jump, not an animation, whatever the page's scroll-behavior.
    return whenElementExists(decodeURIComponent(hash), (target) =>
      target.scrollIntoView({ behavior: 'instant' }),
    );
  }, [pathname]);

  return null;
}
