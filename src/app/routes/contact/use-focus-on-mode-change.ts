import { useEffect, useRef, type RefObject } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import type { ContactMode } from './contact-mode';

/**
 * When the visitor switches mode on the page (book a call, or back to a plain
 * message), the form changes a screen below the link on a phone: bring what
 * changed into view and focus it, so the tap visibly did something. The mode
 * the page opened with (hydration reading the query) is not a switch.
 */
export function useFocusOnModeChange(mode: ContactMode, target: RefObject<HTMLElement | null>): void {
  const hydrated = useHydrated();
  const shown = useRef<ContactMode | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    const previous = shown.current;
    shown.current = mode;
    if (previous === null || previous === mode) return;
    const element = target.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [hydrated, mode, target]);
}
