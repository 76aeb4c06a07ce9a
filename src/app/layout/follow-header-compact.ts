/** The header turns compact after 20px of scroll. */
const COMPACT_AFTER_PX = 20;

/**
 * Makes the header compact once the page has scrolled past 20px, and full
 * again at the top; a plain script, so the header needs no island.
 */
export function followHeaderCompact(): void {
  // The header around the main navigation, found by the id the skip link already gives it: a
  // marker of its own would cost the home page bytes it has not got in its first round trip.
  const header = document.getElementById('navigation')?.closest('header');
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
