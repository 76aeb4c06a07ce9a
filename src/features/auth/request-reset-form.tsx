import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { AccountForm } from './account-form';
import { toast } from '@/components/ui/toast';
import { requestPasswordReset } from './account-api';
import { authFailureTitles, authToasts, failureToast } from './auth-messages';
import * as styles from './auth-form.css';
import { serverMessage } from './server-message';

/** Asks for a password-reset link; the answer is the same whether or not the address has an account. */
export function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await requestPasswordReset(email);
      toast(authToasts.resetSent);
    } catch (error) {
      toast(failureToast(authFailureTitles.reset, serverMessage(error)));
    }
    setBusy(false);
  }

  return (
    <AccountForm className={styles.form} onSubmit={submit}>
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
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </div>
    </AccountForm>
  );
}
