import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { cx } from '@/utils/class-names';
import { revealDelay, REVEAL_STEP_MS } from './reveal-delay';
import { revealsOnPath } from './reveal-on-path';
import * as styles from './reveal.css';
import { REVEAL_DELAY_ATTRIBUTE, revealOnScroll } from './reveal-on-scroll';

export interface RevealProps {
  /** Position in a list of cards: the card waits `index × delayStep` ms, at most 600 ms. */
  index?: number;
  /** Milliseconds between cards; 100 by default. */
  delayStep?: number;
  /** The element to render, so a list item can reveal itself. */
  as?: 'div' | 'li' | 'section' | 'article';
  className?: string;
  children: ReactNode;
}

/**
 * `<Reveal index? delayStep? as?>`: fades and lifts its content in as it scrolls into view, staggered by `index`; off on /blog, under reduced motion, and for anything in view on load.
 * The app's pages run it when they render; a page of islands, from its first script (./reveal-on-scroll.ts).
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
    if (!element || disabled) return;
    return revealOnScroll(element, delay);
  }, [disabled, delay]);

  return (
    <Element
      ref={attach}
      className={cx(styles.reveal, className)}
      data-reveal=""
      {...(disabled ? {} : { [REVEAL_DELAY_ATTRIBUTE]: delay })}
    >
      {children}
    </Element>
  );
}
