import { useEffect, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button';
import { NativeDialog, plainButton } from '@/components/ui/dialog/native-dialog';
import { LogInIcon } from '@/components/ui/icon';
import { useHydrated } from '@/hooks/use-hydrated';
import { commandsAreNative } from '@/lib/invoker-commands';
import { cx } from '@/utils/class-names';
import { AdminLoginForm } from './admin-login-form';

const DIALOG_ID = 'admin-login';

/**
 * Signed out, the header's login icon opens the Admin Login dialog. Both are
 * in the page's HTML and the browser opens the dialog itself, so the first
 * press shows it at once. Its form, which needs the island's code to sign
 * in, is drawn once the island is live (the press wakes it): it is not in
 * every page's first bytes, which a public page keeps for its readers.
 */
export function AdminLogin({ className }: { className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const live = useHydrated();

  // Opened before the form was drawn, the dialog holds focus itself: the form takes it at Email.
  useEffect(() => {
    const element = dialog.current;
    if (live && element?.open && document.activeElement === element)
      element.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [live]);

  return (
    <>
      <button
        type="button"
        className={cx(buttonStyles({ variant: 'ghost', size: 'icon' }), plainButton, className)}
        aria-label="Admin login"
        aria-haspopup="dialog"
        commandfor={DIALOG_ID}
        command="show-modal"
        // Where the browser does not open it itself, the live island does.
        onClick={() => commandsAreNative() || dialog.current?.showModal()}
      >
        <LogInIcon size={22} />
      </button>
      <NativeDialog id={DIALOG_ID} title="Admin Login" dialogRef={dialog}>
        {live ? (
          <AdminLoginForm dialog={{ id: DIALOG_ID, element: dialog }} />
        ) : (
          <p>The sign-in form needs JavaScript.</p>
        )}
      </NativeDialog>
    </>
  );
}
