import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Island } from '@/app/islands';
import { container } from '@/styles/utilities.css';
import * as styles from './reset-password/reset-password.css';

export function ResetPasswordRoute() {
  return (
    <>
      <PageMeta
        title="Reset your password | Clear North"
        noindex
        description="Choose a new password for your Clear North account."
      />
      <PageIntro title="Reset your password" lead="Choose a new password for your account." />
      <div className={`${container} ${styles.body}`}>
        <Island name="reset-password-panel" />
      </div>
    </>
  );
}
