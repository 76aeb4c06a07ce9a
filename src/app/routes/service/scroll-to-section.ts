/**
 * Brings the section around a heading into view and moves focus to the heading, so keyboard
 * and screen-reader users arrive there too. The scroll uses the page's CSS scroll-behavior:
 * smooth, or instant for people who ask for less motion.
 */
export function scrollToSection(headingId: string): void {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  heading.focus({ preventScroll: true });
  (heading.closest('section') ?? heading).scrollIntoView({ block: 'start' });
}
