import { useEffect, useState } from 'react';

/**
 * Whether the visitor has scrolled back up within the last `holdMs`: false
 * while they read on downwards or rest, and always false when not `enabled`.
 */
export function useScrollingUp(enabled: boolean, holdMs: number): boolean {
  const [up, setUp] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      clearTimeout(timer);
      if (y < last) {
        setUp(true);
        timer = setTimeout(() => setUp(false), holdMs);
      } else if (y > last) {
        setUp(false);
      }
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [enabled, holdMs]);
  return enabled && up;
}
