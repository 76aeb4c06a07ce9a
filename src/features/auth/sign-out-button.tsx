import { Button } from '@/components/ui/button';
import { LogOutIcon } from '@/components/ui/icon';
import { toast } from '@/components/ui/toast';
import { signOut } from '@/lib/session/session-store';
import { authFailureTitles, authToasts, failureToast } from './auth-messages';
import { serverMessage } from './server-message';

async function signOutAndSay(): Promise<void> {
  try {
    await signOut();
    toast(authToasts.signedOut);
  } catch (error) {
    toast(failureToast(authFailureTitles.signOut, serverMessage(error)));
  }
}

/** The header's sign-out icon. */
export function SignOutButton({ className }: { className?: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={className}
      aria-label="Sign out"
      onPress={() => void signOutAndSay()}
    >
      <LogOutIcon size={22} />
    </Button>
  );
}
