import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { AccountForm } from './account-form';
import { toast } from '@/components/ui/toast';
import { paths } from '@/lib/paths';
import { wantFocusAfterSignIn } from '@/lib/session/focus-after-sign-in';
import { signIn } from '@/lib/session/session-store';
import { authFailureTitles, authToasts, failureToast } from './auth-messages';
import * as styles from './auth-form.css';
import { CredentialFields } from './credential-fields';
import { serverMessage } from './server-message';

/** Failed sign-ins in a row after which the dialog points to the password reset. */
export const FAILURES_BEFORE_RESET_HINT = 5;

/**
 * The admin's sign-in: e-mail and password, required by the browser only
 * (spec §5), with a way to a forgotten password, which the failure message
 * also points to after several failures in a row. In the Admin Login dialog,
 * `onDone` closes it, after signing in or on Cancel, and the dialog opens at
 * Email; on an admin page signed out (./admin-gate.tsx) there is nothing to
 * close, and the page becomes what the admin asked for.
 */
export function AdminLoginForm({ onDone }: { onDone?: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const closeFailure = useRef<(() => void) | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const user = await signIn(email.trim(), password);
      // What failed before is no longer so: its toast does not stay beside the greeting.
      closeFailure.current?.();
      // A member who signs in here is signed in, but is not greeted as the admin.
      toast(user?.role === 'admin' ? authToasts.adminSignedIn : authToasts.signedIn);
      if (user?.role === 'admin') wantFocusAfterSignIn();
      onDone?.();
    } catch (error) {
      closeFailure.current?.();
      closeFailure.current = toast(failureToast(authFailureTitles.adminLogin, serverMessage(error)));
      setFailures((count) => count + 1);
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
        focusEmail={onDone !== undefined}
      />
      {failures >= FAILURES_BEFORE_RESET_HINT && (
        <p className={styles.note} role="alert">
          Still not signing in? <Link href={paths.resetPassword.href()}>Reset your password</Link> with a link
          sent to your e-mail.
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </Button>
        {onDone && (
          <Button variant="ghost" onPress={onDone} isDisabled={busy}>
            Cancel
          </Button>
        )}
      </div>
      <p>
        <Link href={paths.resetPassword.href()}>Forgot password?</Link>
      </p>
    </AccountForm>
  );
}
