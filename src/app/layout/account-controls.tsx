import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { AdminLogin } from '@/features/auth/admin-login';
import { session } from '@/lib/session/session-store';

// The admin's controls are code a visitor never needs.
const AdminControls = lazy(() =>
  import('./admin-controls').then((module) => ({ default: module.AdminControls })),
);

/**
 * Spec §2, the header's admin control. Signed out: the login icon, which
 * opens the Admin Login dialog. An admin: the bell, the analytics icon and
 * sign-out (admin-controls.tsx). A member, or a session still being checked:
 * nothing.
 */
export function AccountControls() {
  const { status } = useSnapshot(session);
  if (status === 'signed-out') return <AdminLogin />;
  if (status !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <AdminControls />
    </Suspense>
  );
}
