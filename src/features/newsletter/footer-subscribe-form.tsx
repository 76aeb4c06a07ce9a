import { useState, type FormEvent } from 'react';
import { PostedFormFields, useFormTraps } from '@/components/form-traps';
import { Button } from '@/components/ui/button';
import { Form, TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { FORM_ACTIONS } from '@/lib/form-start';
import { EVENT_TYPES } from '@/lib/analytics/event-types';
import { track } from '@/lib/analytics/track';
import * as styles from './footer-subscribe.css';
import { newsletterToasts } from './newsletter-messages';
import { emailError } from './newsletter-rules';
import { subscribeToNewsletter, type SubscribeResult, type SubscriptionSource } from './subscribe';

const TOASTS = {
  subscribed: newsletterToasts.confirmationSent,
  queued: newsletterToasts.queued,
  already_subscribed: newsletterToasts.alreadySubscribed,
  awaiting_confirmation: newsletterToasts.awaitingConfirmation,
  invalid: newsletterToasts.failed,
  too_quick: newsletterToasts.tooQuick,
  failed: newsletterToasts.failed,
  storage_full: newsletterToasts.storageFull,
} satisfies Record<SubscribeResult, unknown>;

/** The answers after which the address has been dealt with, so the field empties. */
const TAKEN = new Set<SubscribeResult>([
  'subscribed',
  'queued',
  'already_subscribed',
  'awaiting_confirmation',
]);

/**
 * The footer's sign-up form, also the newsletter page's: one field, the
 * site's own messages, the shared newsletter module. `source` records where.
 */
export function FooterSubscribeForm({ source = 'footer' }: { source?: SubscriptionSource }) {
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
      source,
      traps: readTraps(event.currentTarget),
    });
    setBusy(false);
    toast(TOASTS[result]);
    if (result === 'subscribed') track(EVENT_TYPES.newsletterSignup, { subscription_source: source });
    if (TAKEN.has(result)) setEmail('');
    if (result === 'invalid') setError('Please enter a valid email address');
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
      aria-labelledby="footer-newsletter"
    >
      <PostedFormFields />
      <input type="hidden" name="source" value={source} />
      <div className={styles.field}>
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
      </div>
      <Button type="submit" variant="outline" className={styles.submit} isDisabled={busy}>
        {busy ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </Form>
  );
}
