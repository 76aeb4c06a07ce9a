import { useState, type FormEvent } from 'react';
import { PostedFormFields, useFormTraps } from '@/components/form-traps';
import { Button } from '@/components/ui/button';
import { Form, TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { FORM_ACTIONS } from '@/lib/form-start';
import { EVENT_TYPES } from '@/lib/analytics/event-types';
import { track } from '@/lib/analytics/track';
import { newsletterToasts } from './newsletter-messages';
import * as styles from './newsletter-popup.css';
import { emailError } from './newsletter-rules';
import { subscribeToNewsletter } from './subscribe';

/** The popup's sign-up form; `onDone` closes the popup and remembers it. */
export function PopupForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { attachTo, readTraps } = useFormTraps();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    const result = await subscribeToNewsletter({
      email,
      source: 'popup',
      traps: readTraps(event.currentTarget),
    });
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
        // This browser subscribed the address before, so it is told so, kindly.
        toast(newsletterToasts.alreadySubscribed);
        return onDone();
      case 'awaiting_confirmation':
        toast(newsletterToasts.awaitingConfirmation);
        return onDone();
      case 'storage_full':
        toast(newsletterToasts.storageFull);
        return;
      case 'too_quick':
        toast(newsletterToasts.tooQuick);
        return;
      default:
        toast(newsletterToasts.popupFailed);
    }
  }

  return (
    <Form
      ref={attachTo}
      method="post"
      action={FORM_ACTIONS.newsletter}
      className={styles.form}
      onSubmit={submit}
      validationBehavior="aria"
      validationErrors={error ? { email: error } : {}}
    >
      <PostedFormFields />
      <input type="hidden" name="source" value="popup" />
      <TextField
        name="email"
        type="email"
        label="Email address"
        placeholder="you@company.co.uk"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
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
