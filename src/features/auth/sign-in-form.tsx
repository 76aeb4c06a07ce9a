import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { AccountForm } from './account-form';
import { toast } from '@/components/ui/toast';
import { signIn } from '@/lib/session/session-store';
import { requestPasswordReset, resendVerification } from './account-api';
import { accountToasts, authFailureTitles, authToasts, failureToast } from './auth-messages';
import * as styles from './auth-form.css';
import { CredentialFields } from './credential-fields';
import { serverMessage } from './server-message';

/**
 * E-mail, password and 'Forgot your password?' (disabled while the
 * e-mail is empty). A failed sign-in offers to resend the verification mail
 * whatever the cause: the server answers a wrong password and an unconfirmed
 * account alike, so nobody learns which it was.
 */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn(email.trim(), password);
      toast(authToasts.signedIn);
    } catch (error) {
      toast(failureToast(authFailureTitles.signIn, serverMessage(error)));
      setFailed(true);
      setBusy(false);
    }
  }

  async function forgotPassword() {
    setBusy(true);
    try {
      await requestPasswordReset(email);
      toast(authToasts.resetSent);
    } catch (error) {
      toast(failureToast(authFailureTitles.reset, serverMessage(error)));
    }
    setBusy(false);
  }

  async function resend() {
    setBusy(true);
    try {
      await resendVerification(email);
      toast(accountToasts.verificationResent);
    } catch (error) {
      toast(failureToast('Could not send the email', serverMessage(error)));
    }
    setBusy(false);
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
        <Button variant="link" onPress={forgotPassword} isDisabled={busy || email.trim() === ''}>
          Forgot your password?
        </Button>
      </div>
      {failed && (
        <div className={styles.note} role="note">
          <p>
            Created your account recently? Confirm your email address first: follow the link in the email we
            sent you.
          </p>
          <Button variant="outline" size="sm" onPress={resend} isDisabled={busy || email.trim() === ''}>
            Resend confirmation email
          </Button>
        </div>
      )}
    </AccountForm>
  );
}
