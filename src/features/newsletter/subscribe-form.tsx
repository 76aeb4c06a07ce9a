import { PrivacyNote } from '@/components/privacy-note';
import { PostedFormFields, useFormTraps } from '@/components/form-traps';
import { Button } from '@/components/ui/button';
import { EmailField, Form } from '@/components/ui/text-field';
import { toast, type ToastContent } from '@/components/ui/toast';
import { fieldOf, useFormSend, type SendEnd } from '@/hooks/use-form-send';
import { EMAIL_FIELD, checkFields } from '@/definitions/form-fields';
import { EVENT_TYPES } from '@/definitions/analytics';
import { FORM_ROUTES } from '@/definitions/form-routes';
import { track } from '@/lib/analytics/track';
import { newsletterToasts } from './newsletter-messages';
import { subscribeToNewsletter, type SubscribeResult, type SubscriptionSource } from './subscribe';
import * as styles from './subscribe-form.css';

const INLINE_TOASTS = {
  subscribed: newsletterToasts.confirmationSent,
  queued: newsletterToasts.queued,
  // This browser subscribed the address before, so it is told so, kindly.
  already_subscribed: newsletterToasts.alreadySubscribed,
  awaiting_confirmation: newsletterToasts.awaitingConfirmation,
  invalid: newsletterToasts.failed,
  too_quick: newsletterToasts.tooQuick,
  failed: newsletterToasts.failed,
  storage_full: newsletterToasts.storageFull,
} satisfies Record<SubscribeResult, ToastContent>;

/** The popup welcomes a new reader in its own words, and its failure is the shorter one. */
const POPUP_TOASTS = {
  ...INLINE_TOASTS,
  subscribed: newsletterToasts.popupWelcome,
  invalid: newsletterToasts.popupFailed,
  failed: newsletterToasts.popupFailed,
} satisfies Record<SubscribeResult, ToastContent>;

const TOASTS = { inline: INLINE_TOASTS, popup: POPUP_TOASTS };

/** The answers after which the address has been dealt with: the field empties, the popup closes. */
const TAKEN = new Set<SubscribeResult>([
  'subscribed',
  'queued',
  'already_subscribed',
  'awaiting_confirmation',
]);

interface Subscriber {
  email: string;
}

const check = ({ email }: Subscriber) => ({
  email: checkFields({ email: EMAIL_FIELD }, { email }).problems.email?.message,
});

export type SubscribeFormProps =
  /** Beside its heading, `footer-newsletter`: at the foot of every page and on the newsletter's own page. */
  | { layout?: 'inline'; source?: SubscriptionSource }
  /** In the popup; `onDone` closes it and remembers it. */
  | { layout: 'popup'; onDone: () => void };

/**
 * The newsletter's sign-up form, one field, in either layout; both post to
 * the site's newsletter route without JavaScript and go through the shared
 * subscribe path with it. `source` records where the address was given.
 */
export function SubscribeForm(props: SubscribeFormProps) {
  const layout = props.layout ?? 'inline';
  const onDone = props.layout === 'popup' ? props.onDone : undefined;
  const source = props.layout === 'popup' ? 'popup' : (props.source ?? 'footer');
  const form = useFormSend<Subscriber>({ email: '' }, { check });
  const { attachTo, readTraps } = useFormTraps();

  async function send({ email }: Subscriber, element: HTMLFormElement): Promise<SendEnd<Subscriber>> {
    const result = await subscribeToNewsletter({ email, source, traps: readTraps(element) });
    toast(TOASTS[layout][result]);
    if (result === 'subscribed') track(EVENT_TYPES.newsletterSignup, { subscription_source: source });
    if (TAKEN.has(result)) {
      onDone?.();
      return { done: true, values: { email: '' } };
    }
    return result === 'invalid' && layout === 'inline'
      ? { done: false, errors: { email: EMAIL_FIELD.invalid } }
      : { done: false };
  }

  const field = (
    <EmailField
      label="Email address"
      placeholder="you@company.co.uk"
      autoComplete="email"
      {...fieldOf(form, 'email')}
    />
  );
  const submitLabel = form.busy ? 'Subscribing...' : 'Subscribe';

  return (
    <Form
      ref={attachTo}
      method="post"
      action={FORM_ROUTES.newsletter.action}
      className={styles.form[layout]}
      onSubmit={(event) => form.submit(event, send)}
      validationBehavior="aria"
      validationErrors={form.errors}
      aria-labelledby={layout === 'inline' ? 'footer-newsletter' : undefined}
    >
      <PostedFormFields />
      <input type="hidden" name="source" value={source} />
      {onDone ? (
        <>
          {field}
          <div className={styles.popupActions}>
            <Button type="submit" isDisabled={form.busy}>
              {submitLabel}
            </Button>
            <Button variant="ghost" onPress={onDone} isDisabled={form.busy}>
              Maybe Later
            </Button>
            <PrivacyNote />
          </div>
        </>
      ) : (
        <>
          <div className={styles.inlineField}>{field}</div>
          <Button type="submit" variant="outline" className={styles.inlineSubmit} isDisabled={form.busy}>
            {submitLabel}
          </Button>
          <PrivacyNote className={styles.inlineNote} />
        </>
      )}
    </Form>
  );
}
