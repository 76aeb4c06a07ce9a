import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Client-side navigation starts at the top of the new page (spec: pages
 * scroll to top on load), or at the element a hash names.
 */
export function ScrollOnNavigate() {
  const [pathname] = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (previous.current === pathname && !hash) return;
    previous.current = pathname;
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
