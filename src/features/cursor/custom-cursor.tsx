import { useEffect, useRef } from 'react';
import { CURSOR_QUERY, CURSOR_TARGETS, FOLLOW_FACTOR } from './cursor-targets';
import * as styles from './custom-cursor.css';
import { useMediaQuery } from '@/hooks/use-media-query';

function CursorRing() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const ring = ref.current;
    if (!ring) return;
    const position = { x: 0, y: 0 };
    const target = { x: 0, y: 0 };
    let frame = 0;

    const step = () => {
      position.x += (target.x - position.x) * FOLLOW_FACTOR;
      position.y += (target.y - position.y) * FOLLOW_FACTOR;
      const settled = Math.abs(target.x - position.x) + Math.abs(target.y - position.y) < 0.2;
      if (settled) Object.assign(position, target);
      ring.style.transform = `translate3d(${position.x}px, ${position.y}px, 0)`;
      frame = settled ? 0 : requestAnimationFrame(step);
    };

    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      target.x = event.clientX;
      target.y = event.clientY;
      if (!ring.hasAttribute('data-visible')) {
        // First sight of the mouse: start where it is rather than gliding in from a corner.
        Object.assign(position, target);
        ring.setAttribute('data-visible', '');
      }
      if (!frame) frame = requestAnimationFrame(step);
    };
    const onPointerOver = (event: PointerEvent) => {
      const over = event.target instanceof Element && event.target.closest(CURSOR_TARGETS);
      ring.toggleAttribute('data-active', Boolean(over));
    };
    // Away while the mouse is outside the page or the keyboard is in use (a ring left
    // behind would compete with the focus ring); back at the next mouse move.
    const hide = () => ring.removeAttribute('data-visible');

    document.addEventListener('pointermove', onPointerMove, { passive: true });
    document.addEventListener('pointerover', onPointerOver, { passive: true });
    document.documentElement.addEventListener('pointerleave', hide);
    document.addEventListener('keydown', hide, true);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('pointermove', onPointerMove);
      document.removeEventListener('pointerover', onPointerOver);
      document.documentElement.removeEventListener('pointerleave', hide);
      document.removeEventListener('keydown', hide, true);
    };
  }, []);

  return (
    <div ref={ref} className={styles.cursor} aria-hidden="true" data-custom-cursor="">
      <div className={styles.ring} />
    </div>
  );
}

/**
 * Spec §2: a small circle that follows the mouse and grows over links and
 * buttons. The system cursor stays visible; the circle is decoration, never
 * in the way of a click, and absent on the server, on touch screens and for
 * people who prefer reduced motion.
 */
export function CustomCursor() {
  const enabled = useMediaQuery(CURSOR_QUERY);
  return enabled ? <CursorRing /> : null;
}
