import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { AccountForm } from './account-form';
import { toast } from '@/components/ui/toast';
import { signIn } from '@/lib/session/session-store';
import { authFailureTitles, authToasts, failureToast } from './auth-messages';
import * as styles from './auth-form.css';
import { CredentialFields } from './credential-fields';
import { serverMessage } from './server-message';

/** The Admin Login dialog's form: e-mail and password, required by the browser only (spec §5). */
export function AdminLoginForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const user = await signIn(email.trim(), password);
      // A member who signs in here is signed in, but is not greeted as the admin.
      toast(user?.role === 'admin' ? authToasts.adminSignedIn : authToasts.signedIn);
      onDone();
    } catch (error) {
      toast(failureToast(authFailureTitles.adminLogin, serverMessage(error)));
      setBusy(false);
    }
  }

  return (
    <AccountForm className={styles.form} onSubmit={submit}>
      <CredentialFields
        email={email}
        onEmailChange={setEmail}
        password={password}
        onPasswordChange={setPassword}
        busy={busy}
      />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
        <Button variant="ghost" onPress={onDone} isDisabled={busy}>
          Cancel
        </Button>
      </div>
    </AccountForm>
  );
}
