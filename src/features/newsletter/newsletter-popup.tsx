import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form, TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { EVENT_TYPES } from '@/lib/analytics/event-types';
import { track } from '@/lib/analytics/track';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { newsletterToasts } from './newsletter-messages';
import * as styles from './newsletter-popup.css';
import { subscribeToNewsletter } from './subscribe';

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

/** Opens once: when the pointer leaves through the top of the page, or after 30 s (spec §4). */
function usePopupTrigger(): [boolean, (open: boolean) => void] {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (wasShown()) return;
    const open = () => {
      stop();
      setOpen(true);
    };
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) open();
    };
    const timer = setTimeout(open, POPUP_DELAY_MS);
    document.addEventListener('mouseout', onMouseOut);
    function stop() {
      clearTimeout(timer);
      document.removeEventListener('mouseout', onMouseOut);
    }
    return stop;
  }, []);
  return [isOpen, setOpen];
}

/**
 * Spec §4 and §8: the newsletter popup. Closing it (Maybe Later, the X, Esc)
 * or signing up remembers it, so it never comes back; a failure keeps it open.
 */
export function NewsletterPopup() {
  const [isOpen, setOpen] = usePopupTrigger();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  function close() {
    rememberShown();
    setOpen(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await subscribeToNewsletter({ email, source: 'popup' });
    setBusy(false);
    if (result === 'subscribed') {
      track(EVENT_TYPES.newsletterSignup, { subscription_source: 'popup' });
      toast(newsletterToasts.popupWelcome);
      close();
    } else if (result === 'already_subscribed') {
      // DESIGN point 6: a known address hears so kindly, not 'Something went wrong'.
      toast(newsletterToasts.alreadySubscribed);
      close();
    } else {
      toast(newsletterToasts.popupFailed);
    }
  }

  return (
    <Dialog
      title="One clear idea, every week"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? setOpen(true) : close())}
    >
      <p className={styles.lead}>
        Join 1,200+ readers who get our weekly marketing insights: practical ideas for small businesses,
        without the noise. Unsubscribe whenever you like.
      </p>
      <Form className={styles.form} onSubmit={submit}>
        <TextField
          name="email"
          type="email"
          label="Email address"
          placeholder="you@company.co.uk"
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
          isReadOnly={busy}
        />
        <div className={styles.actions}>
          <Button type="submit" isDisabled={busy}>
            {busy ? 'Subscribing...' : 'Subscribe'}
          </Button>
          <Button variant="ghost" onPress={close} isDisabled={busy}>
            Maybe Later
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
