import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AccountForm } from './account-form';
import { useFormSend } from '@/hooks/use-form-send';
import { signIn } from '@/lib/session/session-store';
import { resendVerification } from './account-api';
import { accountSend, sendResetLink } from './account-send';
import { accountToasts, authFailureTitles, authToasts } from './auth-messages';
import * as styles from './auth-form.css';
import { CredentialFields, type Credentials } from './credential-fields';

/**
 * E-mail, password and 'Forgot your password?' (disabled while the
 * e-mail is empty). A failed sign-in offers to resend the verification mail
 * whatever the cause: the server answers a wrong password and an unconfirmed
 * account alike, so nobody learns which it was.
 */
export function SignInForm() {
  const form = useFormSend<Credentials>({ email: '', password: '' });
  const [failed, setFailed] = useState(false);

  async function signInWith({ email, password }: Credentials) {
    const end = await accountSend(
      () => signIn(email.trim(), password),
      authToasts.signedIn,
      authFailureTitles.signIn,
    );
    if (!end.done) setFailed(true);
    return end;
  }

  const forgotPassword = () => form.run(sendResetLink);

  const resend = () =>
    form.run(({ email }) =>
      accountSend(
        () => resendVerification(email),
        accountToasts.verificationResent,
        'Could not send the email',
      ),
    );

  return (
    <AccountForm onSubmit={(event) => form.submit(event, signInWith)}>
      <CredentialFields form={form} />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={form.busy}>
          {form.busy ? 'Signing in...' : 'Sign In'}
        </Button>
        <Button
          variant="link"
          onPress={forgotPassword}
          isDisabled={form.busy || form.values.email.trim() === ''}
        >
          Forgot your password?
        </Button>
      </div>
      {failed && (
        <div className={styles.note} role="note">
          <p>
            Created your account recently? Confirm your email address first: follow the link in the email we
            sent you.
          </p>
          <Button
            variant="outline"
            size="sm"
            onPress={resend}
            isDisabled={form.busy || form.values.email.trim() === ''}
          >
            Resend confirmation email
          </Button>
        </div>
      )}
    </AccountForm>
  );
}
