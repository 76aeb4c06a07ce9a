import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { AccountForm } from './account-form';
import { toast } from '@/components/ui/toast';
import { signIn } from '@/lib/session/session-store';
import { confirmPasswordReset } from './account-api';
import { accountToasts, authFailureTitles, failureToast } from './auth-messages';
import * as styles from './auth-form.css';
import { serverMessage } from './server-message';
import { PASSWORD_MIN_LENGTH } from './sign-up-form';
import { tokenEmail, tokenProblem, type TokenProblem } from './token-outcome';

export interface NewPasswordFormProps {
  token: string;
  /** signed-in: the user is signed in with the new password; sign-in: they should sign in themselves. */
  onDone: (next: 'signed-in' | 'sign-in') => void;
  onRefused: (problem: TokenProblem) => void;
}

/** Sets a new password with the mailed token, then signs its owner in with it. */
export function NewPasswordForm({ token, onDone, onRefused }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const mismatch = password !== confirmation;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mismatch) return;
    setBusy(true);
    try {
      await confirmPasswordReset(token, password);
    } catch (error) {
      setBusy(false);
      const problem = tokenProblem(error, token);
      const refusedToken = (error as { response?: { data?: { token?: unknown } } }).response?.data?.token;
      if (problem === 'offline' || !refusedToken) {
        toast(failureToast(authFailureTitles.reset, serverMessage(error)));
        return;
      }
      onRefused(problem);
      return;
    }
    const email = tokenEmail(token);
    try {
      if (!email) throw new Error('The link carries no address');
      await signIn(email, password);
      toast(accountToasts.passwordChanged);
      onDone('signed-in');
    } catch {
      toast(accountToasts.passwordChangedSignIn);
      onDone('sign-in');
    }
  }

  return (
    <AccountForm className={styles.form} onSubmit={submit}>
      <PasswordField
        name="password"
        label="New password"
        autoComplete="new-password"
        isRequired
        minLength={PASSWORD_MIN_LENGTH}
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        value={password}
        onChange={setPassword}
        isReadOnly={busy}
      />
      <PasswordField
        name="passwordConfirm"
        label="Confirm new password"
        autoComplete="new-password"
        isRequired
        minLength={PASSWORD_MIN_LENGTH}
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
