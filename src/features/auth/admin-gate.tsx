import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useHydrated } from '@/hooks/use-hydrated';
import { keepAdminFilesOffline } from '@/lib/pwa/admin-offline';
import { session } from '@/lib/session/session-store';
import * as styles from './auth-form.css';

const AdminLoginForm = lazy(() =>
  import('./admin-login-form').then((module) => ({ default: module.AdminLoginForm })),
);

export interface AdminGateProps {
  /** What the page shows, in its messages: "enquiries", "subscribers", "analytics". */
  what: string;
  children: ReactNode;
}

/**
 * An admin page's content, for the admin only. Signed out, the page itself
 * offers the admin's sign-in (opened from a bookmark, it is not a dead end);
 * a member is told the page is the admin's. Neither gets any data (the API
 * refuses them anyway). The prerendered page and a session still being
 * checked show the loading line. The admin's files are kept on the device
 * only once the admin is here.
 */
export function AdminGate({ what, children }: AdminGateProps) {
  const hydrated = useHydrated();
  const { status } = useSnapshot(session);
  useEffect(() => (status === 'admin' ? keepAdminFilesOffline() : undefined), [status]);

  if (!hydrated || status === 'loading') {
    return (
      <p className={styles.gateNotice} role="status">
        Loading {what}...
      </p>
    );
  }
  if (status === 'signed-out') {
    return (
      <section className={styles.inPage} aria-labelledby="admin-gate-title">
        <h2 id="admin-gate-title" className={styles.inPageTitle}>
          Admin sign-in
        </h2>
        <p>Please sign in to view {what}.</p>
        <Suspense fallback={null}>
          <AdminLoginForm />
        </Suspense>
      </section>
    );
  }
  if (status === 'member') return <p className={styles.gateNotice}>Only the admin can view {what}.</p>;
  return children;
}
