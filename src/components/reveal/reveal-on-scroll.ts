import { media } from '@/styles/media';

/** On an element that reveals itself on scrolling: the milliseconds it waits (see revealDelay). */
export const REVEAL_DELAY_ATTRIBUTE = 'data-reveal-delay';

function inViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0;
}

/**
 * Hides `element` until it scrolls into view, then fades it in after
 * `delay` ms. What the visitor already sees stays put, and so does
 * everything for people who prefer less motion. Returns a function that
 * stops watching and shows the element.
 */
export function revealOnScroll(element: HTMLElement, delay: number): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  if (window.matchMedia(media.reducedMotion).matches || inViewport(element)) return () => {};

  element.dataset.revealed = 'false';
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      element.style.transitionDelay = `${delay}ms`;
      element.dataset.revealed = 'true';
      // Only the entrance waits; later transitions on this element run at once.
      element.addEventListener('transitionend', () => element.style.removeProperty('transition-delay'), {
        once: true,
      });
    },
    { rootMargin: '0px 0px -8% 0px' },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    element.removeAttribute('data-revealed');
    element.style.removeProperty('transition-delay');
  };
}

/** Reveals on scrolling every element of a page of islands that asks for it (its Reveal was rendered on the server). */
export function followReveals(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${REVEAL_DELAY_ATTRIBUTE}]`)) {
    revealOnScroll(element, Number(element.getAttribute(REVEAL_DELAY_ATTRIBUTE)));
  }
}
