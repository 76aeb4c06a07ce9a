import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DeferredDialog, preloadDialog } from '@/components/ui/dialog/deferred-dialog';
import { AccessibilityIcon } from '@/components/ui/icon';
import { useHydrated } from '@/hooks/use-hydrated';
import { UNTIL_LIVE_ATTRIBUTE } from '@/lib/until-live';

// The controls load with the dialog, not with every page.
const AccessibilitySettings = lazy(() =>
  import('./accessibility-settings').then((module) => ({ default: module.AccessibilitySettings })),
);

function preloadPanel(): void {
  preloadDialog();
  void import('./accessibility-settings');
}

export interface AccessibilityPanelProps {
  className?: string;
  /** Shown when given: opens the keyboard shortcuts dialog, which lives in another feature. */
  onShowShortcuts?: () => void;
}

/** The accessibility panel (text size, contrast, theme), opened from the header. */
export function AccessibilityPanel({ className, onShowShortcuts }: AccessibilityPanelProps) {
  const [isOpen, setOpen] = useState(false);
  // Served disabled until live (see UNTIL_LIVE_ATTRIBUTE).
  const live = useHydrated();

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label="Accessibility settings"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        isDisabled={!live}
        {...(live ? {} : { [UNTIL_LIVE_ATTRIBUTE]: '' })}
        onHoverStart={preloadPanel}
        onFocus={preloadPanel}
        onPress={() => setOpen(true)}
      >
        <AccessibilityIcon size={24} />
      </Button>
      <DeferredDialog title="Accessibility settings" isDismissable isOpen={isOpen} onOpenChange={setOpen}>
        <Suspense fallback={null}>
          <AccessibilitySettings onShowShortcuts={onShowShortcuts} />
        </Suspense>
      </DeferredDialog>
    </>
  );
}
