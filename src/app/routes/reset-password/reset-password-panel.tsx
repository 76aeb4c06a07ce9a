import { Spinner } from '@/components/spinner';
import { goWithToasts } from '@/components/ui/toast';
import { ResetPassword } from '@/features/auth/reset-password';
import { useUrlSecret } from '@/hooks/use-url-secret';
import { paths } from '@/lib/paths';

/**
 * The reset page's working part: it takes the mailed link's token out of
 * the address, then sets the new password, or asks for a new link. Done, it
 * opens the home page signed in, or the sign-in page, with what was said.
 */
export function ResetPasswordPanel() {
  const token = useUrlSecret('token');
  if (token === undefined) return <Spinner label="Loading" />;
  return (
    <ResetPassword
      token={token}
      onDone={(next) => goWithToasts(next === 'signed-in' ? paths.home.href() : paths.auth.href())}
    />
  );
}
