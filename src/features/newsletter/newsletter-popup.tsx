import { lazy, Suspense, useEffect, useState } from 'react';
import { DeferredDialog } from '@/components/ui/dialog/deferred-dialog';
import { LIVE_BY_ATTRIBUTE } from '@/lib/app-wanted';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import * as styles from './newsletter-popup.css';

// The form loads with the popup, not with the page it waits on.
const PopupForm = lazy(() => import('./popup-form').then((module) => ({ default: module.PopupForm })));

/** Spec §9: the popup opens after 30 seconds on the page. */
export const POPUP_DELAY_MS = 30_000;

function wasShown(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.newsletterPopupShown) !== null;
  } catch {
    // Without storage the popup could not be remembered, so it would nag on every page.
    return true;
  }
}

function rememberShown(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.newsletterPopupShown, 'true');
  } catch {
    // Storage refused (private mode, quota): the popup may appear again, nothing worse.
  }
}

/**
 * When the visitor arrived on this page: the page's own load when the popup
 * comes with it (the app may go live well after), now when the router
 * brought the visitor here.
 */
function arrivalTime(): number {
  return document.documentElement.dataset.hydrated === 'true' ? performance.now() : 0;
}

/** Opens once: when the pointer leaves through the top of the page, or after 30 s on it (spec §4). */
function usePopupTrigger(): [boolean, (open: boolean) => void] {
  const [isOpen, setOpen] = useState(false);
  const [arrivedAt] = useState(() => (typeof document === 'undefined' ? 0 : arrivalTime()));
  useEffect(() => {
    if (wasShown()) return;
    const open = () => {
      stop();
      setOpen(true);
    };
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) open();
    };
    const timer = setTimeout(open, Math.max(0, arrivedAt + POPUP_DELAY_MS - performance.now()));
    document.addEventListener('mouseout', onMouseOut);
    function stop() {
      clearTimeout(timer);
      document.removeEventListener('mouseout', onMouseOut);
    }
    return stop;
  }, [arrivedAt]);
  return [isOpen, setOpen];
}

/**
 * Spec §4 and §8: the newsletter popup. Closing it (Maybe Later, the X, Esc,
 * a tap on the dimmed background) or signing up remembers it, so it never
 * comes back; a failure keeps it open. Its one field loses little to a
 * stray tap, so the background closes it, unlike the site's longer forms.
 */
export function NewsletterPopup() {
  const [isOpen, setOpen] = usePopupTrigger();

  function close() {
    rememberShown();
    setOpen(false);
  }

  // Tells the page's first script to have the app live by the time the popup is due.
  const liveBy = { [LIVE_BY_ATTRIBUTE]: POPUP_DELAY_MS };
  return (
    <>
      <span hidden {...liveBy} />
      <DeferredDialog
        title="One clear idea, every week"
        isOpen={isOpen}
        isDismissable
        onOpenChange={(open) => (open ? setOpen(true) : close())}
      >
        <p className={styles.lead}>
          Join 1,200+ readers who get our weekly marketing insights: practical ideas for small businesses,
          without the noise. Unsubscribe whenever you like.
        </p>
        <Suspense fallback={null}>
          <PopupForm onDone={close} />
        </Suspense>
      </DeferredDialog>
    </>
  );
}
