import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { AccountForm } from './account-form';
import { toast } from '@/components/ui/toast';
import { signIn } from '@/lib/session/session-store';
import { focusFirstInvalid } from '@/utils/focus-first-invalid';
import { confirmPasswordReset } from './account-api';
import { accountToasts, authFailureTitles, failureToast } from './auth-messages';
import * as styles from './auth-form.css';
import { NewPasswordField } from './new-password-field';
import { fieldMessage, serverMessage } from './server-message';
import { tokenEmail, tokenProblem, type TokenProblem } from './token-outcome';
import { useNewPassword } from './use-new-password';

export interface NewPasswordFormProps {
  token: string;
  /** signed-in: the user is signed in with the new password; sign-in: they should sign in themselves. */
  onDone: (next: 'signed-in' | 'sign-in') => void;
  onRefused: (problem: TokenProblem) => void;
}

/**
 * Sets a new password with the mailed token, then signs its owner in with
 * it. A weak password is refused at its field, as on sign-up.
 */
export function NewPasswordForm({ token, onDone, onRefused }: NewPasswordFormProps) {
  const email = tokenEmail(token);
  const newPassword = useNewPassword(email ?? '');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
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
      await confirmPasswordReset(token, newPassword.password);
    } catch (error) {
      setBusy(false);
      const problem = tokenProblem(error, token);
      const refusedToken = (error as { response?: { data?: { token?: unknown } } }).response?.data?.token;
      if (problem === 'offline' || !refusedToken) {
        toast(failureToast(authFailureTitles.reset, serverMessage(error)));
        const refused = fieldMessage(error, 'password');
        newPassword.refuse(refused);
        if (refused) focusFirstInvalid(form, ['password']);
        return;
      }
      onRefused(problem);
      return;
    }
    try {
      if (!email) throw new Error('The link carries no address');
      await signIn(email, newPassword.password);
      toast(accountToasts.passwordChanged);
      onDone('signed-in');
    } catch {
      toast(accountToasts.passwordChangedSignIn);
      onDone('sign-in');
    }
  }

  return (
    <AccountForm
      className={styles.form}
      onSubmit={submit}
      validationErrors={newPassword.refused ? { password: newPassword.refused } : {}}
    >
      <NewPasswordField
        label="New password"
        strength={newPassword.strength}
        value={newPassword.password}
        onChange={newPassword.change}
        isReadOnly={busy}
      />
      <PasswordField
        name="passwordConfirm"
        label="Confirm new password"
        autoComplete="new-password"
        isRequired
        value={confirmation}
        onChange={setConfirmation}
        isReadOnly={busy}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy || mismatch}>
          {busy ? 'Saving...' : 'Set new password'}
        </Button>
      </div>
    </AccountForm>
  );
}
