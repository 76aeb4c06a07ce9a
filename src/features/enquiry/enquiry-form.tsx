import { PrivacyNote } from '@/components/privacy-note';
import { lazy, Suspense, useState } from 'react';
import { PostedFormFields, useFormTraps, wasSentTooQuickly } from '@/components/form-traps';
import { Button } from '@/components/ui/button';
import { EmailField, Form, TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { EVENT_TYPES } from '@/definitions/analytics';
import { FORM_ROUTES } from '@/definitions/form-routes';
import { formEvent } from '@/lib/analytics/event-types';
import { track } from '@/lib/analytics/track';
import { EMPTY_ENQUIRY, enquiryErrors, type EnquiryValues } from '@/definitions/enquiry';
import type { ServiceId } from '@/definitions/services';
import { fieldOf, useFormSend, type SendEnd } from '@/hooks/use-form-send';
import { enquiryToasts } from './enquiry-messages';
import * as styles from './enquiry-form.css';
import { sendEnquiry, type Enquiry } from './send-enquiry';
import { useRestoredEnquiry } from './use-restored-enquiry';

// Only the contact page asks which service; the select's code loads with it.
const ServiceSelect = lazy(() =>
  import('./service-select').then((module) => ({ default: module.ServiceSelect })),
);

export interface EnquiryFormProps {
  /** The service the enquiry is about, recorded with it; pre-selected when the select is shown. */
  service?: ServiceId;
  /** Lets the visitor say which service they are asking about, so the enquiry records it. */
  withServiceSelect?: boolean;
  /** Asks for a phone number and a company too, both optional: the full form, not the short one. */
  withContactDetails?: boolean;
  /** What the enquiry asks for, recorded with it. */
  topic?: Enquiry['topic'];
  /** The pricing package the visitor chose, recorded with it. */
  packageName?: string;
  /** Editable text the message starts with, e.g. when booking a call. */
  initialMessage?: string;
  submitLabel?: string;
  placeholders?: Partial<Record<keyof EnquiryValues, string>>;
  /** The outbox id of an enquiry the server refused, to put back in the form. */
  restoreId?: string;
}

/**
 * Idle, submitting ('Sending...'), then success (cleared) or
 * failure (kept). An enquiry queued offline counts as sent: it is kept and
 * delivered later.
 */
export function EnquiryForm({
  service: initialService,
  withServiceSelect = false,
  withContactDetails = false,
  topic,
  packageName,
  initialMessage = '',
  submitLabel = 'Send Message',
  placeholders = {},
  restoreId,
}: EnquiryFormProps) {
  const form = useFormSend(
    { ...EMPTY_ENQUIRY, message: initialMessage },
    {
      check: enquiryErrors,
      // Failed validation is tracked as a form abandon.
      onInvalid: (fields) => track(formEvent('abandon'), { form_name: 'enquiry', fields }),
      focusErrors: true,
    },
  );
  const [service, setService] = useState(initialService);
  // The page's address can change what the form starts with: as it is read
  // once the form is live, or by a switch of mode on the page. A message the
  // visitor has written stays as written; one still as it started takes the new opening.
  const [startedWith, setStartedWith] = useState({ initialMessage, initialService });
  if (startedWith.initialMessage !== initialMessage || startedWith.initialService !== initialService) {
    setStartedWith({ initialMessage, initialService });
    form.adjust((current) =>
      current.message === startedWith.initialMessage ? { ...current, message: initialMessage } : current,
    );
    if (startedWith.initialService !== initialService) setService(initialService);
  }
  const { attachTo, readTraps } = useFormTraps();
  useRestoredEnquiry(restoreId, form.restore);

  async function send(values: EnquiryValues, element: HTMLFormElement): Promise<SendEnd<EnquiryValues>> {
    const outcome = await sendEnquiry(
      {
        ...values,
        ...(service ? { service } : {}),
        ...(topic ? { topic } : {}),
        ...(packageName ? { package: packageName } : {}),
      },
      readTraps(element),
    );
    switch (outcome.kind) {
      case 'delivered':
      case 'retry':
        track(EVENT_TYPES.contactFormSubmit, {
          form_name: 'enquiry',
          success: true,
          inquiry_type: topic ?? 'enquiry',
          service: service ?? null,
        });
        // A retry waits in the outbox, sent by itself once the server answers.
        toast(
          outcome.kind === 'retry'
            ? enquiryToasts.queued
            : topic === 'waitlist'
              ? enquiryToasts.waitlisted
              : enquiryToasts.sent,
        );
        return { done: true, values: EMPTY_ENQUIRY };
      case 'refused':
        // Faster than a person types: the text stays for a second look.
        if (wasSentTooQuickly(outcome.fields)) {
          toast(enquiryToasts.tooQuick);
          return { done: false };
        }
        toast(enquiryToasts.failed);
        return { done: false, errors: outcome.fields };
      case 'unkept':
        toast(outcome.reason === 'storage-full' ? enquiryToasts.storageFull : enquiryToasts.failed);
        return { done: false };
    }
  }

  return (
    <Form
      ref={attachTo}
      method="post"
      action={FORM_ROUTES.enquiry.action}
      className={styles.form}
      onSubmit={(event) => form.submit(event, send)}
      validationErrors={form.errors}
      validationBehavior="aria"
    >
      <PostedFormFields />
      {topic && <input type="hidden" name="topic" value={topic} />}
      {packageName && <input type="hidden" name="package" value={packageName} />}
      {!withServiceSelect && service && <input type="hidden" name="service" value={service} />}
      <TextField
        name="name"
        label="Name"
        autoComplete="name"
        placeholder={placeholders.name}
        {...fieldOf(form, 'name')}
      />
      <EmailField autoComplete="email" placeholder={placeholders.email} {...fieldOf(form, 'email')} />
      {withContactDetails && (
        <>
          <TextField
            name="phone"
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            {...fieldOf(form, 'phone')}
          />
          <TextField
            name="company"
            label="Company (optional)"
            autoComplete="organization"
            {...fieldOf(form, 'company')}
          />
        </>
      )}
      {withServiceSelect && (
        <Suspense fallback={null}>
          <ServiceSelect service={service} onChange={setService} isDisabled={form.busy} />
        </Suspense>
      )}
      <TextField
        name="message"
        label="Message"
        multiline
        placeholder={placeholders.message}
        {...fieldOf(form, 'message')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" isDisabled={form.busy}>
          {form.busy ? 'Sending...' : submitLabel}
        </Button>
        <PrivacyNote />
      </div>
    </Form>
  );
}
