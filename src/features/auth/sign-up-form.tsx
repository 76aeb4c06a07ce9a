import { PrivacyNote } from '@/components/privacy-note';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmailField, TextField } from '@/components/ui/text-field';
import { fieldOf, useFormSend, type SendEnd } from '@/hooks/use-form-send';
import { RECORD_FIELDS } from '@/definitions/records';
import { AccountForm } from './account-form';
import { toast } from '@/components/ui/toast';
import { signUp } from './account-api';
import { authFailureTitles, authToasts, failureToast } from './auth-messages';
import * as styles from './auth-form.css';
import { NewPasswordFields } from './new-password-field';
import { fieldMessage, serverMessage } from './server-message';
import { useNewPassword } from './use-new-password';

export interface SignUpFormProps {
  /** Called after the account is created, only when the visitor ticked the newsletter box. */
  onNewsletterConsent: (subscriber: { email: string; fullName: string }) => void;
}

/**
 * Full name, e-mail, password and confirmation, all
 * required; Create Account is disabled while busy or while the passwords
 * differ, and no message is shown for a mismatch. A weak password is
 * refused at its field, by the browser or, failing that, by the server.
 */
export function SignUpForm({ onNewsletterConsent }: SignUpFormProps) {
  const form = useFormSend(
    { fullName: '', email: '', password: '', confirmation: '', newsletter: false },
    { check: () => ({ password: newPassword.problem() }), focusErrors: true },
  );
  const { fullName, email, password, confirmation, newsletter } = form.values;
  const newPassword = useNewPassword(password, email);
  const mismatch = password !== confirmation;

  async function createAccount(): Promise<SendEnd<never>> {
    try {
      await signUp({ fullName, email, password });
      toast(authToasts.accountCreated);
      if (newsletter) onNewsletterConsent({ email: email.trim(), fullName: fullName.trim() });
      return { done: true };
    } catch (error) {
      toast(failureToast(authFailureTitles.signUp, serverMessage(error)));
      return { done: false, errors: { password: fieldMessage(error, 'password') } };
    }
  }

  if (form.status === 'done') {
    return (
      <div className={styles.note} role="status">
        <p>
          <strong>Account created!</strong> We sent a link to {email.trim()}. Follow it to confirm your email
          address, then sign in.
        </p>
      </div>
    );
  }

  return (
    <AccountForm
      onSubmit={(event) => (mismatch ? event.preventDefault() : form.submit(event, createAccount))}
      validationErrors={form.errors}
    >
      <TextField
        name="full_name"
        label="Full name"
        autoComplete="name"
        isRequired
        maxLength={RECORD_FIELDS.users.sent.full_name.max}
        {...fieldOf(form, 'fullName')}
      />
      <EmailField autoComplete="email" isRequired {...fieldOf(form, 'email')} />
      <NewPasswordFields
        form={form}
        strength={newPassword.strength}
        labels={{ password: 'Password', confirmation: 'Confirm password' }}
      />
      <Checkbox isSelected={newsletter} onChange={form.change('newsletter')} isReadOnly={form.busy}>
        Send me the Clear North newsletter. You can unsubscribe at any time.
      </Checkbox>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={form.busy || mismatch}>
          {form.busy ? 'Creating account...' : 'Create Account'}
        </Button>
        <PrivacyNote />
      </div>
    </AccountForm>
  );
}
