import { lazy, Suspense, useEffect, useState } from 'react';
import { DeferredDialog } from '@/components/ui/dialog/deferred-dialog';
import * as styles from './newsletter-popup.css';
import { rememberShown, watchForPopupMoment } from './popup-moment';

// The form loads with the popup, not with the page it waits on.
const SubscribeForm = lazy(() =>
  import('./subscribe-form').then((module) => ({ default: module.SubscribeForm })),
);

/** Opens once: when the pointer leaves through the top of the page, or after 30 s on it. */
function usePopupTrigger(openAtOnce: boolean): [boolean, (open: boolean) => void] {
  const [isOpen, setOpen] = useState(openAtOnce);
  useEffect(() => {
    if (openAtOnce) return;
    return watchForPopupMoment(() => setOpen(true));
  }, [openAtOnce]);
  return [isOpen, setOpen];
}

/**
 * The newsletter popup. Closing it (Maybe Later, the X, Esc,
 * a tap on the dimmed background) or signing up remembers it, so it never
 * comes back; a failure keeps it open. Its one field loses little to a
 * stray tap, so the background closes it, unlike the site's longer forms.
 */
export function NewsletterPopup({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const [isOpen, setOpen] = usePopupTrigger(openAtOnce);

  function close() {
    rememberShown();
    setOpen(false);
  }

  return (
    <DeferredDialog
      title="One clear idea, every week"
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => (open ? setOpen(true) : close())}
    >
      <p className={styles.lead}>
        Get our marketing insights: practical ideas for small businesses, without the noise. Unsubscribe
        whenever you like.
      </p>
      <Suspense fallback={null}>
        <SubscribeForm layout="popup" onDone={close} />
      </Suspense>
    </DeferredDialog>
  );
}
