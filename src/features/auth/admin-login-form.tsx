import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { plainButton } from '@/components/ui/dialog/native-dialog';
import { Link } from '@/components/ui/link';
import { AccountForm } from './account-form';
import { toast } from '@/components/ui/toast';
import { useFormSend, type SendEnd } from '@/hooks/use-form-send';
import { commandsAreNative } from '@/lib/invoker-commands';
import { cx } from '@/utils/class-names';
import { paths } from '@/lib/paths';
import { wantFocusAfterSignIn } from '@/lib/session/focus-after-sign-in';
import { signIn } from '@/lib/session/session-store';
import { authFailureTitles, authToasts, failureToast } from './auth-messages';
import * as styles from './auth-form.css';
import { CredentialFields, type Credentials } from './credential-fields';
import { serverMessage } from './server-message';

/** Failed sign-ins in a row after which the dialog points to the password reset. */
export const FAILURES_BEFORE_RESET_HINT = 5;

/** The dialog the form sits in: its id, for the native Cancel, and the element, to close it. */
interface InDialog {
  id: string;
  element: RefObject<HTMLDialogElement | null>;
}

/**
 * The admin's sign-in: e-mail and password, required by the browser only,
 * with a way to a forgotten password, which the failure message
 * also points to after several failures in a row. In the Admin Login dialog
 * it closes the dialog once signed in, and Cancel (or Esc) closes it with
 * no script; on an admin page signed out (./admin-gate.tsx) there is nothing
 * to close, and the page becomes what the admin asked for.
 */
export function AdminLoginForm({ dialog }: { dialog?: InDialog }) {
  const form = useFormSend<Credentials>({ email: '', password: '' });
  const { adjust } = form;
  const [failures, setFailures] = useState(0);
  const closeFailure = useRef<(() => void) | null>(null);

  // Closed, the dialog keeps the address for next time but not the password, nor a failure it showed.
  useEffect(() => {
    const element = dialog?.element.current;
    if (!element) return;
    const closed = () => {
      closeFailure.current?.();
      adjust((values) => ({ ...values, password: '' }));
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [dialog, adjust]);

  async function signInWith({ email, password }: Credentials): Promise<SendEnd<never>> {
    try {
      const user = await signIn(email.trim(), password);
      // What failed before is no longer so: its toast does not stay beside the greeting.
      closeFailure.current?.();
      // Closed first, so the greeting shows on the page rather than in the closing dialog.
      dialog?.element.current?.close();
      // A member who signs in here is signed in, but is not greeted as the admin.
      toast(user?.role === 'admin' ? authToasts.adminSignedIn : authToasts.signedIn);
      if (user?.role === 'admin') wantFocusAfterSignIn();
      return { done: true };
    } catch (error) {
      closeFailure.current?.();
      closeFailure.current = toast(failureToast(authFailureTitles.adminLogin, serverMessage(error)));
      setFailures((count) => count + 1);
      return { done: false };
    }
  }

  return (
    <AccountForm onSubmit={(event) => form.submit(event, signInWith)}>
      <CredentialFields form={form} />
      {failures >= FAILURES_BEFORE_RESET_HINT && (
        <p className={styles.note} role="alert">
          Still not signing in? <Link href={paths.resetPassword.href()}>Reset your password</Link> with a link
          sent to your email.
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={form.busy}>
          {form.busy ? 'Signing in...' : 'Sign In'}
        </Button>
        {dialog && (
          <button
            type="button"
            className={cx(buttonStyles({ variant: 'ghost' }), plainButton, styles.plainDisabled)}
            command="close"
            commandfor={dialog.id}
            onClick={() => commandsAreNative() || dialog.element.current?.close()}
            disabled={form.busy}
          >
            Cancel
          </button>
        )}
      </div>
      <p>
        <Link href={paths.resetPassword.href()}>Forgot password?</Link>
      </p>
    </AccountForm>
  );
}
