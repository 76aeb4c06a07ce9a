import { lazy, Suspense, useState, type FormEvent } from 'react';
import { PostedFormFields, useFormTraps, wasSentTooQuickly } from '@/components/form-traps';
import { Button } from '@/components/ui/button';
import { Form, TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { FORM_ACTIONS } from '@/lib/form-start';
import { EVENT_TYPES, formEvent } from '@/lib/analytics/event-types';
import { track } from '@/lib/analytics/track';
import type { ServiceId } from '@/content/types';
import { focusFirstInvalid } from '@/utils/focus-first-invalid';
import { enquiryToasts } from './enquiry-messages';
import * as styles from './enquiry-form.css';
import { validateEnquiry, type EnquiryErrors, type EnquiryValues } from './enquiry-rules';
import { sendEnquiry, type Enquiry } from './send-enquiry';
import { useRestoredEnquiry } from './use-restored-enquiry';

const EMPTY: EnquiryValues = { name: '', email: '', message: '' };

// Only the contact page asks which service; the select's code loads with it.
const ServiceSelect = lazy(() =>
  import('./service-select').then((module) => ({ default: module.ServiceSelect })),
);

export interface EnquiryFormProps {
  /** The service the enquiry is about, recorded with it; pre-selected when the select is shown. */
  service?: ServiceId;
  /** Lets the visitor say which service they are asking about, so the enquiry records it. */
  withServiceSelect?: boolean;
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
  topic,
  packageName,
  initialMessage = '',
  submitLabel = 'Send Message',
  placeholders = {},
  restoreId,
}: EnquiryFormProps) {
  const [values, setValues] = useState({ ...EMPTY, message: initialMessage });
  const [service, setService] = useState(initialService);
  // The page's address can change what the form starts with: as it is read
  // once the form is live, or by a switch of mode on the page. A message the
  // visitor has written stays as written; one still as it started takes the new opening.
  const [startedWith, setStartedWith] = useState({ initialMessage, initialService });
  if (startedWith.initialMessage !== initialMessage || startedWith.initialService !== initialService) {
    setStartedWith({ initialMessage, initialService });
    setValues((current) =>
      current.message === startedWith.initialMessage ? { ...current, message: initialMessage } : current,
    );
    if (startedWith.initialService !== initialService) setService(initialService);
  }
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const { attachTo, readTraps } = useFormTraps();
  useRestoredEnquiry(restoreId, (restored, reasons) => {
    setValues(restored);
    setErrors(reasons);
  });

  const update = (field: keyof EnquiryValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateEnquiry(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, Object.keys(found));
      // Failed validation is tracked as a form abandon.
      track(formEvent('abandon'), { form_name: 'enquiry', fields: Object.keys(found) });
      return;
    }

    setSubmitting(true);
    const result = await sendEnquiry(
      {
        ...values,
        ...(service ? { service } : {}),
        ...(topic ? { topic } : {}),
        ...(packageName ? { packageName } : {}),
      },
      readTraps(form),
    );
    setSubmitting(false);

    switch (result.status) {
      case 'sent':
      case 'queued':
        track(EVENT_TYPES.contactFormSubmit, {
          form_name: 'enquiry',
          success: true,
          inquiry_type: topic ?? 'enquiry',
          service: service ?? null,
        });
        setValues(EMPTY);
        setErrors({});
        toast(enquiryToasts[result.status]);
        return;
      case 'rejected':
        // Faster than a person types: the text stays for a second look.
        if (wasSentTooQuickly(result.fields)) {
          toast(enquiryToasts.tooQuick);
          return;
        }
        setErrors(result.fields);
        focusFirstInvalid(form, Object.keys(result.fields));
        toast(enquiryToasts.failed);
        return;
      case 'failed':
        toast(result.reason === 'storage-full' ? enquiryToasts.storageFull : enquiryToasts.failed);
    }
  }

  return (
    <Form
      ref={attachTo}
      method="post"
      action={FORM_ACTIONS.enquiry}
      className={styles.form}
      onSubmit={submit}
      validationErrors={errors}
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
        value={values.name}
        onChange={update('name')}
        isReadOnly={submitting}
      />
      <TextField
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        placeholder={placeholders.email}
        value={values.email}
        onChange={update('email')}
        isReadOnly={submitting}
      />
      {withServiceSelect && (
        <Suspense fallback={null}>
          <ServiceSelect service={service} onChange={setService} isDisabled={submitting} />
        </Suspense>
      )}
      <TextField
        name="message"
        label="Message"
        multiline
        placeholder={placeholders.message}
        value={values.message}
        onChange={update('message')}
        isReadOnly={submitting}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" isDisabled={submitting}>
          {submitting ? 'Sending...' : submitLabel}
        </Button>
      </div>
    </Form>
  );
}
