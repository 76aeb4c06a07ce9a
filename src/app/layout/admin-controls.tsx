import { ChartIcon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { SignOutButton } from '@/features/auth/sign-out-button';

const ADMIN_ANALYTICS_HREF = '/admin/analytics';

/**
 * Spec §2: the signed-in admin's controls, in this order: the enquiry bell,
 * the analytics icon, sign-out. Loaded only once an admin is signed in.
 */
export function AdminControls() {
  return (
    <>
      <Link
        href={ADMIN_ANALYTICS_HREF}
        appearance={{ variant: 'ghost', size: 'icon' }}
        aria-label="Analytics dashboard"
      >
        <ChartIcon size={22} />
      </Link>
      <SignOutButton />
    </>
  );
}
