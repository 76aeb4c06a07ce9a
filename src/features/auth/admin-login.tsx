import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DeferredDialog, preloadDialog } from '@/components/ui/dialog/deferred-dialog';
import { LogInIcon } from '@/components/ui/icon';

// The form (and the SDK behind it) loads with the dialog, not with every page.
const AdminLoginForm = lazy(() =>
  import('./admin-login-form').then((module) => ({ default: module.AdminLoginForm })),
);

function preloadLogin(): void {
  preloadDialog();
  void import('./admin-login-form');
}

/** Spec §2: signed out, the header's login icon opens the Admin Login dialog. */
export function AdminLogin({ className }: { className?: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label="Admin login"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={preloadLogin}
        onFocus={preloadLogin}
        onPress={() => setOpen(true)}
      >
        <LogInIcon size={22} />
      </Button>
      <DeferredDialog title="Admin Login" isOpen={isOpen} onOpenChange={setOpen}>
        {({ close }) => (
          <Suspense fallback={null}>
            <AdminLoginForm onDone={close} />
          </Suspense>
        )}
      </DeferredDialog>
    </>
  );
}
