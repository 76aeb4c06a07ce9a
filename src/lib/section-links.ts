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
 * A press on a section link (an `href="#heading"` marked with
 * SECTION_LINK_ATTRIBUTE) brings its section into view and focuses its
 * heading, and the address stays the page's own. Without scripts the link
 * is a plain link to the heading.
 */
export function followSectionLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link =
      event.target instanceof Element ? event.target.closest(`a[${SECTION_LINK_ATTRIBUTE}]`) : null;
    const heading = document.getElementById(link?.getAttribute('href')?.slice(1) ?? '');
    if (!heading) return;
    event.preventDefault();
    scrollToSection(heading);
  });
}
