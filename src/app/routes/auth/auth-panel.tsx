import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Spinner } from '@/components/spinner';
import { goWithToasts } from '@/components/ui/toast';
import { FORM_TRAPS } from '@/definitions/form-traps';
import { AuthCard } from '@/features/auth/auth-card';
import { subscribeToNewsletter } from '@/features/newsletter/subscribe';
import { useHydrated } from '@/hooks/use-hydrated';
import { paths } from '@/lib/paths';
import { session } from '@/lib/session/session-store';

/**
 * The sign-up's newsletter consent goes through the newsletter's one
 * subscribe path; its fill time is the time since the account page opened
 * (the document's start), not since its island woke: a visitor may type first.
 */
function subscribeNewAccount({ email, fullName }: { email: string; fullName: string }): void {
  const traps = { [FORM_TRAPS.honeypot]: '', [FORM_TRAPS.fillTime]: Math.round(performance.now()) };
  void subscribeToNewsletter({ email, fullName, source: 'website', traps });
}

/**
 * The account page's working part: signed out, the Welcome card; signed in
 * (here, or already on arrival), on to the home page with what was said.
 */
export function AuthPanel() {
  const snapshot = useSnapshot(session);
  // Hydrating, it is what the server rendered (signed out); the session this browser holds follows.
  const status = useHydrated() ? snapshot.status : 'signed-out';
  const signedIn = status === 'member' || status === 'admin';

  // A signed-in user on /auth goes to /.
  useEffect(() => {
    if (!signedIn) return;
    // The sign-in form says so as its own wait ends, in this same turn of the event loop;
    // the page is left in the next, taking what was said.
    const leave = window.setTimeout(() => goWithToasts(paths.home.href(), { replace: true }));
    return () => window.clearTimeout(leave);
  }, [signedIn]);

  return status === 'signed-out' ? (
    <AuthCard onNewsletterConsent={subscribeNewAccount} />
  ) : (
    <Spinner label="Loading your account" />
  );
}
