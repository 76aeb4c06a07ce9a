import { useLocation } from 'wouter';
import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Spinner } from '@/components/spinner';
import { ResetPassword } from '@/features/auth/reset-password';
import { useUrlSecret } from '@/hooks/use-url-secret';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import * as styles from './reset-password.css';

export function ResetPasswordRoute() {
  const [, navigate] = useLocation();
  const token = useUrlSecret('token');

  return (
    <>
      <PageMeta
        title="Reset your password | Clear North"
        noindex
        description="Choose a new password for your Clear North account."
      />
      <PageIntro title="Reset your password" lead="Choose a new password for your account." />
      <div className={`${container} ${styles.body}`}>
        {token === undefined ? (
          <Spinner label="Loading" />
        ) : (
          <ResetPassword
            token={token}
            onDone={(next) => navigate(next === 'signed-in' ? paths.home.href() : paths.auth.href())}
          />
        )}
      </div>
    </>
  );
}
