import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';

export function ResetPasswordRoute() {
  return (
    <>
      <PageMeta
        title="Reset your password | Clear North"
        noindex
        description="Choose a new password for your Clear North account."
      />
      <PageIntro title="Reset your password" lead="Choose a new password for your account." />
    </>
  );
}
