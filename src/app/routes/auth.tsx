import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Island } from '@/app/islands';
import { container } from '@/styles/utilities.css';

export function AuthRoute() {
  return (
    <>
      <PageMeta
        title="Sign in | Clear North"
        noindex
        description="Sign in to your Clear North account, or create one."
      />
      <PageIntro title="Welcome" lead="Sign in to your account, or create one." />
      <div className={container}>
        <Island name="auth-panel" />
      </div>
    </>
  );
}
