import { useState } from 'react';
import * as styles from './auth-form.css';
import { NewPasswordForm, type NewPasswordFormProps } from './new-password-form';
import { RequestResetForm } from './request-reset-form';
import { resetLinkProblems } from './token-messages';
import type { TokenProblem } from './token-outcome';

export interface ResetPasswordProps {
  /** The token from the mailed link, or null when the page was opened without one. */
  token: string | null;
  onDone: NewPasswordFormProps['onDone'];
}

/**
 * /auth/reset-password: with a link's token, a form that sets the new
 * password; without one, or once the token is refused, a form that asks for
 * a new link, saying why.
 */
export function ResetPassword({ token, onDone }: ResetPasswordProps) {
  const [problem, setProblem] = useState<TokenProblem | null>(null);

  if (token && !problem) return <NewPasswordForm token={token} onDone={onDone} onRefused={setProblem} />;
  return (
    <div className={styles.form}>
      {problem ? (
        <div className={styles.note} role="alert">
          <p>{resetLinkProblems[problem]}</p>
        </div>
      ) : (
        <p>Enter your email address and we will send you a link to choose a new password.</p>
      )}
      <RequestResetForm />
    </div>
  );
}
