import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { USER_FIELDS } from '@/lib/pocketbase/record-fields';
import { focusFirstInvalid } from '@/utils/focus-first-invalid';
import { AccountForm } from './account-form';
import { toast } from '@/components/ui/toast';
import { signUp } from './account-api';
import { authFailureTitles, authToasts, failureToast } from './auth-messages';
import * as styles from './auth-form.css';
import { NewPasswordField } from './new-password-field';
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
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const newPassword = useNewPassword(email);
  const [confirmation, setConfirmation] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mismatch = newPassword.password !== confirmation;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (mismatch) return;
    if (!newPassword.check()) {
      focusFirstInvalid(form, ['password']);
      return;
    }
    setBusy(true);
    try {
      await signUp({ fullName, email, password: newPassword.password });
      toast(authToasts.accountCreated);
      if (newsletter) onNewsletterConsent({ email: email.trim(), fullName: fullName.trim() });
      setSentTo(email.trim());
    } catch (error) {
      toast(failureToast(authFailureTitles.signUp, serverMessage(error)));
      const refused = fieldMessage(error, 'password');
      newPassword.refuse(refused);
      if (refused) focusFirstInvalid(form, ['password']);
    }
    setBusy(false);
  }

  if (sentTo) {
    return (
      <div className={styles.note} role="status">
        <p>
          <strong>Account created!</strong> We sent a link to {sentTo}. Follow it to confirm your email
          address, then sign in.
        </p>
      </div>
    );
  }

  return (
    <AccountForm
      className={styles.form}
      onSubmit={submit}
      validationErrors={newPassword.refused ? { password: newPassword.refused } : {}}
    >
      <TextField
        name="full_name"
        label="Full name"
        autoComplete="name"
        isRequired
        maxLength={USER_FIELDS.sent.full_name.max}
        value={fullName}
        onChange={setFullName}
        isReadOnly={busy}
      />
      <TextField
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        isRequired
        value={email}
        onChange={setEmail}
        isReadOnly={busy}
      />
      <NewPasswordField
        label="Password"
        strength={newPassword.strength}
        value={newPassword.password}
        onChange={newPassword.change}
        isReadOnly={busy}
      />
      <PasswordField
        name="passwordConfirm"
        label="Confirm password"
        autoComplete="new-password"
        isRequired
        value={confirmation}
        onChange={setConfirmation}
        isReadOnly={busy}
      />
      <Checkbox isSelected={newsletter} onChange={setNewsletter} isReadOnly={busy}>
        Send me the Clear North newsletter. You can unsubscribe at any time.
      </Checkbox>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy || mismatch}>
          {busy ? 'Creating account...' : 'Create Account'}
        </Button>
      </div>
    </AccountForm>
  );
}
