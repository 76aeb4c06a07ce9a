import { renderedNearScreen } from '@/styles/utilities.css';

/** On a link to a section of the same page, which the page's script scrolls to without changing the address. */
export const SECTION_LINK_ATTRIBUTE = 'data-section-link';

/**
 * Brings the section around a heading into view and moves focus to the heading, so keyboard
 * and screen-reader users arrive there too. The scroll uses the page's CSS scroll-behavior:
 * smooth, or instant for people who ask for less motion.
 */
function scrollToSection(heading: HTMLElement): void {
  heading.focus({ preventScroll: true });
  (heading.closest('section') ?? heading).scrollIntoView({ block: 'start' });
}

/**
 * Lays out at its real height every band the browser draws only near the
 * screen. A jump aims where its target is when it starts, and a phone's
 * smooth scroll keeps that aim: a band drawn on the way, taller than its
 * estimate, would move the target and leave the scroll short of it. Set
 * from script, since only the rules a built page uses are in its HTML.
 */
function layOutEveryBand(): void {
  for (const band of document.querySelectorAll<HTMLElement>(`.${renderedNearScreen}`))
    band.style.contentVisibility = 'visible';
}

/** The element a link leads to on this very page, if it leads to one. */
function targetOnThisPage(link: HTMLAnchorElement): HTMLElement | null {
  const url = new URL(link.href, location.href);
  if (!url.hash || url.pathname !== location.pathname || url.search !== location.search) return null;
  return document.getElementById(decodeURIComponent(url.hash.slice(1)));
}

/**
 * A press on a link to a place on the same page lays out every band before
 * the scroll starts, so the scroll's aim stays true. A section link (an `href="#heading"`
 * marked with SECTION_LINK_ATTRIBUTE) then brings its section into view and
 * focuses its heading, and the address stays the page's own; other links
 * scroll as the browser does. Without scripts every one is a plain link.
 */
export function followSectionLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const target = link instanceof HTMLAnchorElement ? targetOnThisPage(link) : null;
    if (!target) return;
    layOutEveryBand();
    if (!link?.hasAttribute(SECTION_LINK_ATTRIBUTE)) return;
    event.preventDefault();
    scrollToSection(target);
  });
}
