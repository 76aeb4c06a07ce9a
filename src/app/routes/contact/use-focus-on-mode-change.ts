import { useEffect, useRef, type RefObject } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import type { ContactMode } from './contact-mode';

/**
 * When the visitor switches mode (book a call, or back to a plain message),
 * the form changes a screen below the link on a phone: bring what changed
 * into view and focus it, so the tap visibly did something. The switch is
 * made on the page, or by loading the page anew from its mode link, whose
 * address names that place (#call-note, #send-message). The mode a page
 * opens with otherwise (hydration reading the query) is not a switch.
 */
export function useFocusOnModeChange(mode: ContactMode, target: RefObject<HTMLElement | null>): void {
  const hydrated = useHydrated();
  const shown = useRef<ContactMode | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    const previous = shown.current;
    shown.current = mode;
    const element = target.current;
    if (!element || previous === mode) return;
    if (previous === null && window.location.hash !== `#${element.id}`) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [hydrated, mode, target]);
}
