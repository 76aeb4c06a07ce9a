import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { AdminLogin } from '@/features/auth/admin-login';
import { SignOutButton } from '@/features/auth/sign-out-button';
import { useHydrated } from '@/hooks/use-hydrated';
import { session } from '@/lib/session/session-store';

// The admin's controls are code a visitor never needs.
const AdminControls = lazy(() =>
  import('./admin-controls').then((module) => ({ default: module.AdminControls })),
);

/**
 * The header's admin control. Signed out: the login icon, which
 * opens the Admin Login dialog. An admin: the bell, the analytics icon and
 * sign-out (admin-controls.tsx). A member: sign-out. A session still being
 * checked: nothing.
 */
export function AccountControls() {
  const snapshot = useSnapshot(session);
  // Hydrating, it is what the server rendered (signed out); the session this browser holds follows.
  const status = useHydrated() ? snapshot.status : 'signed-out';
  if (status === 'signed-out') return <AdminLogin />;
  if (status === 'member') return <SignOutButton />;
  if (status !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <AdminControls />
    </Suspense>
  );
}
