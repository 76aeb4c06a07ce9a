import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Form, TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import type { ServiceId } from '@/content/types';
import { enquiryToasts } from './enquiry-messages';
import * as styles from './enquiry-form.css';
import { validateEnquiry, type EnquiryErrors, type EnquiryValues } from './enquiry-rules';
import { sendEnquiry } from './send-enquiry';

const EMPTY: EnquiryValues = { name: '', email: '', message: '' };

export interface EnquiryFormProps {
  /** The service the enquiry is about, recorded with it. */
  service?: ServiceId;
  submitLabel?: string;
  placeholders?: Partial<Record<keyof EnquiryValues, string>>;
}

/** Spec §4 and §5: idle, submitting ('Sending...'), then success (cleared) or failure (kept). */
export function EnquiryForm({ service, submitLabel = 'Send Message', placeholders = {} }: EnquiryFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const update = (field: keyof EnquiryValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateEnquiry(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    setSubmitting(true);
    const result = await sendEnquiry({ ...values, ...(service ? { service } : {}) });
    setSubmitting(false);

    if (result.status === 'sent') {
      setValues(EMPTY);
      setErrors({});
      toast(enquiryToasts.sent);
      return;
    }
    if (result.status === 'rejected') setErrors(result.fields);
    toast(enquiryToasts.failed);
  }

  return (
    <Form className={styles.form} onSubmit={submit} validationErrors={errors} validationBehavior="aria">
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
