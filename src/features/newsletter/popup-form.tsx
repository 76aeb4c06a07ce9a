import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Form, TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { EVENT_TYPES } from '@/lib/analytics/event-types';
import { track } from '@/lib/analytics/track';
import { newsletterToasts } from './newsletter-messages';
import * as styles from './newsletter-popup.css';
import { subscribeToNewsletter } from './subscribe';

/** The popup's sign-up form; `onDone` closes the popup and remembers it. */
export function PopupForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await subscribeToNewsletter({ email, source: 'popup' });
    setBusy(false);
    switch (result) {
      case 'subscribed':
        track(EVENT_TYPES.newsletterSignup, { subscription_source: 'popup' });
        toast(newsletterToasts.popupWelcome);
        return onDone();
      case 'queued':
        toast(newsletterToasts.queued);
        return onDone();
      case 'already_subscribed':
        // DESIGN point 6: a known address hears so kindly, not 'Something went wrong'.
        toast(newsletterToasts.alreadySubscribed);
        return onDone();
      case 'storage_full':
        toast(newsletterToasts.storageFull);
        return;
      default:
        toast(newsletterToasts.popupFailed);
    }
  }

  return (
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
        <Button variant="ghost" onPress={onDone} isDisabled={busy}>
          Maybe Later
        </Button>
      </div>
    </Form>
  );
}
