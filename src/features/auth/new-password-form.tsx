import { Button } from '@/components/ui/button';
import { AccountForm } from './account-form';
import { toast } from '@/components/ui/toast';
import { signIn } from '@/lib/session/session-store';
import { useFormSend, type SendEnd } from '@/hooks/use-form-send';
import { confirmPasswordReset } from './account-api';
import { accountToasts, authFailureTitles, failureToast } from './auth-messages';
import * as styles from './auth-form.css';
import { NewPasswordFields } from './new-password-field';
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
  const form = useFormSend(
    { password: '', confirmation: '' },
    { check: () => ({ password: newPassword.problem() }), focusErrors: true },
  );
  const { password, confirmation } = form.values;
  const newPassword = useNewPassword(password, email ?? '');
  const mismatch = password !== confirmation;
  // Done, the page moves on to the next one: until it has, the form stays as it was sent.
  const sending = form.busy || form.status === 'done';

  async function saveNewPassword(): Promise<SendEnd<never>> {
    try {
      await confirmPasswordReset(token, password);
    } catch (error) {
      const problem = tokenProblem(error, token);
      const refusedToken = (error as { response?: { data?: { token?: unknown } } }).response?.data?.token;
      if (problem === 'offline' || !refusedToken) {
        toast(failureToast(authFailureTitles.reset, serverMessage(error)));
        return { done: false, errors: { password: fieldMessage(error, 'password') } };
      }
      onRefused(problem);
      return { done: false };
    }
    try {
      if (!email) throw new Error('The link carries no address');
      await signIn(email, password);
      toast(accountToasts.passwordChanged);
      onDone('signed-in');
    } catch {
      toast(accountToasts.passwordChangedSignIn);
      onDone('sign-in');
    }
    return { done: true };
  }

  return (
    <AccountForm
      onSubmit={(event) => (mismatch ? event.preventDefault() : form.submit(event, saveNewPassword))}
      validationErrors={form.errors}
    >
      <NewPasswordFields
        form={{ ...form, busy: sending }}
        strength={newPassword.strength}
        labels={{ password: 'New password', confirmation: 'Confirm new password' }}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={sending || mismatch}>
          {sending ? 'Saving...' : 'Set new password'}
        </Button>
      </div>
    </AccountForm>
  );
}
