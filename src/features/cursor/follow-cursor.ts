import { applyDeferredStylesheets } from '@/lib/deferred-stylesheet';
import { CURSOR_QUERY, CURSOR_TARGETS, FOLLOW_FACTOR } from './cursor-targets';
import * as styles from './custom-cursor.css';

/** Puts the ring on the page, to follow the mouse; returns a function that takes it away. */
function showRing(): () => void {
  const cursor = document.createElement('div');
  cursor.className = styles.cursor;
  cursor.setAttribute('aria-hidden', 'true');
  cursor.setAttribute('data-custom-cursor', '');
  // Never in the way of a click, even before the stylesheet that styles it has come.
  cursor.style.pointerEvents = 'none';
  const ring = document.createElement('div');
  ring.className = styles.ring;
  cursor.append(ring);
  document.body.append(cursor);

  const position = { x: 0, y: 0 };
  const target = { x: 0, y: 0 };
  let frame = 0;
  const step = () => {
    position.x += (target.x - position.x) * FOLLOW_FACTOR;
    position.y += (target.y - position.y) * FOLLOW_FACTOR;
    const settled = Math.abs(target.x - position.x) + Math.abs(target.y - position.y) < 0.2;
    if (settled) Object.assign(position, target);
    cursor.style.transform = `translate3d(${position.x}px, ${position.y}px, 0)`;
    frame = settled ? 0 : requestAnimationFrame(step);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    target.x = event.clientX;
    target.y = event.clientY;
    if (!cursor.hasAttribute('data-visible')) {
      // The ring is styled by the site's stylesheet, which a page brings only when it needs it.
      void applyDeferredStylesheets();
      // First sight of the mouse: start where it is rather than gliding in from a corner.
      Object.assign(position, target);
      cursor.setAttribute('data-visible', '');
    }
    if (!frame) frame = requestAnimationFrame(step);
  };
  const onPointerOver = (event: PointerEvent) => {
    const over = event.target instanceof Element && event.target.closest(CURSOR_TARGETS);
    cursor.toggleAttribute('data-active', Boolean(over));
  };
  // Away while the mouse is outside the page or the keyboard is in use (a ring left
  // behind would compete with the focus ring); back at the next mouse move.
  const hide = () => cursor.removeAttribute('data-visible');

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
    cursor.remove();
  };
}

/**
 * A small circle that follows the mouse and grows over links and
 * buttons. The system cursor stays visible; the circle is decoration, never
 * in the way of a click, and absent on touch screens and for people who
 * prefer reduced motion (it comes and goes as those settings change). A
 * plain script: with the mouse's first move it brings the site's
 * stylesheet, which styles it; until then the ring is an empty box.
 */
export function followCursor(): void {
  const query = window.matchMedia(CURSOR_QUERY);
  let hideRing: (() => void) | undefined;
  const update = () => {
    if (query.matches) hideRing ??= showRing();
    else {
      hideRing?.();
      hideRing = undefined;
    }
  };
  update();
  query.addEventListener('change', update);
}
