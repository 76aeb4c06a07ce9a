import { useSnapshot } from 'valtio';
import { ChartIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { EnquiryBell } from '@/features/admin/enquiry-bell';
import { SignOutButton } from '@/features/auth/sign-out-button';
import { useDashboardReturnOptions } from '@/lib/dashboard-return';
import { session } from '@/lib/session/session-store';

const ADMIN_ANALYTICS_HREF = '/admin/analytics';

/**
 * The signed-in admin's controls, in this order: the enquiry bell,
 * the analytics icon, sign-out. Loaded only once an admin is signed in.
 */
export function AdminControls() {
  const { user } = useSnapshot(session);
  const returnOptions = useDashboardReturnOptions();
  return (
    <>
      {/* A new session subscribes afresh, authorised as its own user. */}
      <EnquiryBell key={user?.id} />
      <Link
        href={ADMIN_ANALYTICS_HREF}
        routerOptions={returnOptions}
        appearance={{ variant: 'ghost', size: 'icon' }}
        aria-label="Analytics dashboard"
      >
        <ChartIcon size={22} />
      </Link>
      <SignOutButton />
    </>
  );
}
