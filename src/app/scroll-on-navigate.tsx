import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { whenElementExists } from '@/utils/when-element-exists';

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
    const id = decodeURIComponent(hash);
    return whenElementExists(
      () => document.getElementById(id),
      (target) => target.scrollIntoView({ behavior: 'instant' }),
    );
  }, [pathname]);

  return null;
}
