/** Marks the site's header, for the script that makes it compact. */
export const SITE_HEADER_ATTRIBUTE = 'data-site-header';

/** Spec §2: compact after 20px of scroll. */
const COMPACT_AFTER_PX = 20;

/**
 * Makes the header compact once the page has scrolled past 20px, and full
 * again at the top; a plain script, so the header needs no island.
 */
export function followHeaderCompact(): void {
  const header = document.querySelector(`[${SITE_HEADER_ATTRIBUTE}]`);
  if (!header) return;
  const update = () => {
    const compact = window.scrollY > COMPACT_AFTER_PX;
    if (compact !== header.hasAttribute('data-compact')) {
      if (compact) header.setAttribute('data-compact', 'true');
      else header.removeAttribute('data-compact');
    }
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
}
