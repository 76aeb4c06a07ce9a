import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { media } from '@/styles/media';
import { cx } from '@/utils/class-names';
import { revealDelay, REVEAL_STEP_MS } from './reveal-delay';
import { revealsOnPath } from './reveal-on-path';
import * as styles from './reveal.css';

export interface RevealProps {
  /** Position in a list of cards: the card waits `index × delayStep` ms, at most 600 ms. */
  index?: number;
  /** Milliseconds between cards; 100 by default (spec §9). */
  delayStep?: number;
  /** The element to render, so a list item can reveal itself. */
  as?: 'div' | 'li' | 'section' | 'article';
  className?: string;
  children: ReactNode;
}

function inViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0;
}

/**
 * `<Reveal index? delayStep? as?>`: fades and lifts its content in as it scrolls into view, staggered by `index` (spec §2, §9); off on /blog, under reduced motion, and for anything in view on load.
 */
export function Reveal({
  index = 0,
  delayStep = REVEAL_STEP_MS,
  as: Element = 'div',
  className,
  children,
}: RevealProps) {
  const ref = useRef<HTMLElement | null>(null);
  // A callback ref fits every element `as` allows, where an object ref would need one element type.
  const attach = useCallback((node: HTMLElement | null) => {
    ref.current = node;
  }, []);
  const [pathname] = useLocation();
  const disabled = !revealsOnPath(pathname);
  const delay = revealDelay(index, delayStep);

  useEffect(() => {
    const element = ref.current;
    if (!element || disabled || typeof IntersectionObserver === 'undefined') return;
    // What the visitor already sees stays put: hiding it would only delay the page.
    if (window.matchMedia(media.reducedMotion).matches || inViewport(element)) return;

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
  }, [disabled, delay]);

  return (
    <Element ref={attach} className={cx(styles.reveal, className)} data-reveal="">
      {children}
    </Element>
  );
}
