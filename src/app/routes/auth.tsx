import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Spinner } from '@/components/spinner';
import { AuthCard } from '@/features/auth/auth-card';
import { subscribeToNewsletter } from '@/features/newsletter/subscribe';
import { paths } from '@/lib/paths';
import { session } from '@/lib/session/session-store';
import { container } from '@/styles/utilities.css';

/**
 * The sign-up's newsletter consent goes through the newsletter's one
 * subscribe path; its fill time is the time since the account page opened.
 */
function subscribeNewAccount(
  shownAt: number,
  { email, fullName }: { email: string; fullName: string },
): void {
  const traps = { website: '', form_fill_ms: Math.round(performance.now() - shownAt) };
  void subscribeToNewsletter({ email, fullName, source: 'website', traps });
}

export function AuthRoute() {
  const { status } = useSnapshot(session);
  const [, navigate] = useLocation();
  const signedIn = status === 'member' || status === 'admin';
  const [shownAt] = useState(() => performance.now());

  // Spec §4: a signed-in user on /auth goes to /.
  useEffect(() => {
    if (signedIn) navigate(paths.home.href(), { replace: true });
  }, [signedIn, navigate]);

  return (
    <>
      <PageMeta
        title="Sign in | Clear North"
        noindex
        description="Sign in to your Clear North account, or create one."
      />
      <PageIntro title="Welcome" lead="Sign in to your account, or create one." />
      <div className={container}>
        {status === 'signed-out' ? (
          <AuthCard onNewsletterConsent={(account) => subscribeNewAccount(shownAt, account)} />
        ) : (
          <Spinner label="Loading your account" />
        )}
      </div>
    </>
  );
}
